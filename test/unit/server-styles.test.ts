import { describe, expect, it } from 'vitest';
import { serverStylesCss } from '../../src/theme/server-styles';

describe('server styles', () => {
  it('turns the hotelier styles into the widget custom properties', () => {
    const css = serverStylesCss({ primary_button_color: '#aa0000', text_size: '16', head_font: "'Lora', serif" });
    expect(css).toContain('--bw-primary-button-color: #aa0000;');
    expect(css).toContain('--bw-text-size: 16px;');
    expect(css).toContain("--bw-head-font: 'Lora', serif;");
  });

  it('drops values that could break out of their declaration or follow the host font size', () => {
    const css = serverStylesCss({ text_color: 'red;} :host{display:none', head_size: '2rem', odd_color: '' });
    expect(css).toBe('');
  });
});
