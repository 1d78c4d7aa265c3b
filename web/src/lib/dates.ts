/** Dates as the shop writes them everywhere (Indian English): "5 Mar 2026", "5 Mar 2026, 4:30 pm"; '—' for none. */
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatDate(date: Date | null | undefined): string {
  return date ? dateFormat.format(date) : '—';
}

export function formatDateTime(date: Date | null | undefined): string {
  return date ? dateTimeFormat.format(date) : '—';
}
