import { activityQuery } from './staff-activity';

const NONE = { staff: '', action: '', from: '', to: '' } as const;
const localMidnight = (day: string) => new Date(`${day}T00:00:00`).toISOString();

describe('activityQuery', () => {
  it('asks for nothing when no filter is set', () => {
    expect(activityQuery(NONE)).toBe('');
  });

  it('counts the whole "To" day: the bound is the next local midnight', () => {
    const query = new URLSearchParams(
      activityQuery({ ...NONE, from: '2026-05-01', to: '2026-05-03' }),
    );
    expect(query.get('from')).toBe(localMidnight('2026-05-01'));
    expect(query.get('to')).toBe(localMidnight('2026-05-04'));
  });

  it('sends the staff id trimmed and the action as chosen', () => {
    const query = new URLSearchParams(
      activityQuery({ ...NONE, staff: ' 200000000000000003 ', action: 'reject' }),
    );
    expect(query.get('staff')).toBe('200000000000000003');
    expect(query.get('action')).toBe('reject');
  });
});
