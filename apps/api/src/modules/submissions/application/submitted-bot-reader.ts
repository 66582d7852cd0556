import { Injectable } from '@nestjs/common';
import { submissionStream, type BotData } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { submissionDecider } from '../domain/submission.decider';

/** The bot as last submitted on a submission stream: the approval process's view of it. */
@Injectable()
export class SubmittedBotReader {
  constructor(private readonly executor: CommandExecutor) {}

  async botOf(submissionId: string): Promise<BotData | null> {
    const submission = await this.executor.load(submissionDecider, submissionStream(submissionId));
    return submission.status === 'none' ? null : submission.bot;
  }
}
