/** The calendar's public face for screens: the connected calendar and its legend. */
export { Calendar } from './components/Calendar';
export { Legend } from './components/Legend';
