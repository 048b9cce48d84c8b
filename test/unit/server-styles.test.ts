import { describe, expect, it } from 'vitest';
import { serverStylesCss } from '../../src/theme/server-styles';

describe('server styles', () => {
  it("turns the hotelier's accent colours into the widget custom properties", () => {
    const css = serverStylesCss({ primary_button_color: '#aa0000', selection_color: '#aa0000', current_text_color: '#ffffff' });
    expect(css).toContain('--bw-primary-button-color: #aa0000;');
    expect(css).toContain('--bw-selection-color: #aa0000;');
    expect(css).toContain('--bw-current-text-color: #ffffff;');
  });

  it("leaves the theme's type scale, fonts, surfaces and day colours to the theme", () => {
    const css = serverStylesCss({ text_size: '16', head_font: "'Lora', serif", odd_color: '#f7f4ee', available_color: '#e3f1e1', text_color: '#222' });
    expect(css).toBe('');
  });

  it('drops values that could break out of their declaration', () => {
    const css = serverStylesCss({ primary_button_color: 'red;} :host{display:none', selection_color: '' });
    expect(css).toBe('');
  });
});
