import { NO_DATE } from '@lab/shared';
import { refreshLine, slotTone, statusWord, timeUntilSend } from './monitoring-display';

describe('monitoring display', () => {
  it.each([
    [45, 'in 45 min'],
    [60, 'in 1 h'],
    [5 * 60 + 10, 'in 5 h 10 min'],
    [2 * 1440 + 3 * 60 + 20, 'in 2 d 3 h'],
    [7 * 1440, 'in 7 d'],
    [0.4, 'now'],
    [-20, '20 min ago'],
  ])('says %p minutes as %p', (minutes, text) => {
    expect(timeUntilSend({ status: 'scheduled', timeUntilSend: minutes })).toBe(text);
  });

  it("says 'sent' for a sent reminder and a dash when none is due", () => {
    expect(timeUntilSend({ status: 'sent', timeUntilSend: null })).toBe('sent');
    expect(timeUntilSend({ status: 'sent', timeUntilSend: -300 })).toBe('sent');
    expect(timeUntilSend({ status: 'not_scheduled', timeUntilSend: null })).toBe(NO_DATE);
  });

  it('words and colours a status (sent green, scheduled blue, missed red, others neutral)', () => {
    expect(statusWord('not_scheduled')).toBe('Not scheduled');
    expect(statusWord('sent')).toBe('Sent');
    expect([slotTone('sent'), slotTone('scheduled'), slotTone('missed'), slotTone('failed')]).toEqual(['green', 'blue', 'red', 'default']);
  });

  it('says when the page was refreshed and how often it refreshes', () => {
    expect(refreshLine(null)).toBe('Refreshes every 30 seconds');
    expect(refreshLine(new Date(2026, 10, 22, 14, 5, 32))).toBe('Last refreshed at 14:05:32 · refreshes every 30 seconds');
  });
});
