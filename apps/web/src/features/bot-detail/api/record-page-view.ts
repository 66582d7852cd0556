/** Counts this visit for the owner's analytics (once per visitor and day, decided by the api). */
export function recordPageView(botId: number): void {
  void fetch(`/api/bots/${botId}/views`, { method: 'POST', keepalive: true }).catch(() => {});
}
