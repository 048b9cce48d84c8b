// The widget as an integrator configures it for state tests:
// <booking-widget api-key="demo" api-base="http://api.test">, memory routing.
import { resolveConfig, type Config } from '../../../src/config/config';

export const testConfig: Config = resolveConfig({
  attributes: { apiKey: 'demo', apiBase: 'http://api.test', routing: 'memory' },
  pageUrl: 'http://hotel.test/',
  remembered: {},
  scriptUrl: 'http://hotel.test/booking-widget.js',
});
