/**
 * A moment as the site shows it, in India time and one style everywhere: "24 Nov 2026, 7:13 pm".
 * Review pages, both sides of a requirement and its timeline use it, so the buyer and the supplier
 * read the same clock.
 */
export function formatIndianMoment(date: Date): string {
  return date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
