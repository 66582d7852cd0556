import type { ApiErrorBody } from '@botdir/contracts';
import { ApiError } from '@api/infrastructure/http/api-error';

export const USER_BANNED = 'USER.BANNED';

const untilText = (until: string | null) =>
  until === null ? 'with no end date' : `until ${until}`;

/** 403 USER.BANNED: the body carries the ban's end (null: no end) for the banner. */
export class UserBannedError extends ApiError {
  constructor(readonly until: string | null) {
    super(
      403,
      USER_BANNED,
      `You are banned from submitting, reviewing, voting, reporting and flagging ${untilText(until)}.`,
    );
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), until: this.until };
  }
}
