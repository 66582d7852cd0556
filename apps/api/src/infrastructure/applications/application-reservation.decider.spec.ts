import { DomainError, type ApplicationReserved } from '@botdir/contracts';
import { applicationDecider, DUPLICATE_APPLICATION } from './application-reservation.decider';

const reserved = (botId: number, submissionId: string): ApplicationReserved => ({
  type: 'ApplicationReserved',
  data: { applicationId: '123456789012345678', botId, submissionId },
});
const given = (events: ApplicationReserved[]) =>
  events.reduce(
    (state, event) => applicationDecider.evolve(state, event, { occurredAt: '' }),
    applicationDecider.initialState,
  );
const reserve = (botId: number, submissionId: string, holderActive: boolean) =>
  ({
    type: 'ReserveApplication',
    applicationId: '123456789012345678',
    botId,
    submissionId,
    holderActive,
  }) as const;

describe('ReserveApplication', () => {
  it('reserves a free application for the bot and its submission', () => {
    expect(applicationDecider.decide(reserve(1, 's1', false), given([]))).toEqual([
      reserved(1, 's1'),
    ]);
  });

  it('refuses another bot while the holder is live or pending (409 BOT.DUPLICATE_APPLICATION)', () => {
    const run = () => applicationDecider.decide(reserve(2, 's2', true), given([reserved(1, 's1')]));
    expect(run).toThrow(DomainError);
    expect(run).toThrow(expect.objectContaining({ code: DUPLICATE_APPLICATION, kind: 'conflict' }));
  });

  it('hands the application over when the holder was withdrawn, rejected or deleted', () => {
    expect(applicationDecider.decide(reserve(2, 's2', false), given([reserved(1, 's1')]))).toEqual([
      reserved(2, 's2'),
    ]);
  });

  it('moves the reservation of the same bot to its resubmission, and repeats nothing', () => {
    const state = given([reserved(1, 's1')]);
    expect(applicationDecider.decide(reserve(1, 's3', true), state)).toEqual([reserved(1, 's3')]);
    expect(applicationDecider.decide(reserve(1, 's1', true), state)).toEqual([]);
  });
});
