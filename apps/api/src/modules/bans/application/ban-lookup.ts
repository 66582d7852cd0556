import { Injectable } from '@nestjs/common';
import { isBanActive, userBanStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { banDecider, type BanState } from '../domain/ban.decider';

/**
 * A user's ban as their stream holds it, read on every write they make: the event store answers at
 * once (no projection lag), so a ban or unban applies to sessions already open from the next request.
 */
@Injectable()
export class BanLookup {
  constructor(private readonly executor: CommandExecutor) {}

  /** The ban in force at `now` (its end; null: no end), or undefined when there is none. */
  async banInForce(userId: string, now: string): Promise<{ until: string | null } | undefined> {
    const { current } = await this.state(userId);
    return current && isBanActive(current, now) ? { until: current.until } : undefined;
  }

  state(userId: string): Promise<BanState> {
    return this.executor.load(banDecider, userBanStream(userId));
  }
}
