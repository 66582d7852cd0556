import { Injectable } from '@nestjs/common';
import type { DirectoryEvent } from '@botdir/contracts';

/** A rule checked on a command's decided events just before they are appended; throws to refuse. */
export type BeforeAppendHook = (events: readonly DirectoryEvent[]) => Promise<void>;

/**
 * Rules that no single stream can enforce (they read other streams or read models), registered by
 * the module that owns them, so the executor stays generic: bot-name uniqueness is the bots
 * module's.
 */
@Injectable()
export class CommandHooks {
  private readonly beforeAppendHooks: BeforeAppendHook[] = [];

  beforeAppend(hook: BeforeAppendHook): void {
    this.beforeAppendHooks.push(hook);
  }

  /** Runs every before-append hook over the decided events, in registration order. */
  async checkBeforeAppend(events: readonly DirectoryEvent[]): Promise<void> {
    for (const hook of this.beforeAppendHooks) await hook(events);
  }
}
