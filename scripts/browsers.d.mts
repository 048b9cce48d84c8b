export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const FIREFOX_PATH: string;
export declare const WEBKIT_DRIVER_PATH: string;
export declare const WEBKIT_BROWSER_PATH: string;
export declare const XVFB_PATH: string;
export declare const BROWSER_PACKAGES: { name: string; path: string }[];
