/** Where the language a guest chose in a widget's menu is kept for the tab, per widget (its id). */
export function chosenLangKey(widgetKey: string): string {
  return `booking-widget:${widgetKey || 'default'}:lang`;
}
