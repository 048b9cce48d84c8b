// Stands in for wouter's own browser-location hooks (wouter/src/use-browser-
// location.js), which wouter uses only as the Router's defaults. Every widget's
// Router is given its own location hooks (router.ts: one location per widget,
// never the page's), so the defaults never run; leaving them out of step 1
// saves 0.3 KB gzipped. vite.config.ts points wouter's import here.
const unused = (): never => {
  throw new Error("wouter's browser location is not used by the widget (src/app/router.ts)");
};

export const useBrowserLocation = unused;
export const useSearch = unused;
