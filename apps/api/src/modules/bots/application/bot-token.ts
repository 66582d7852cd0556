import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { botStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../domain/bot.decider';
import { platformErrors } from '../domain/platform.errors';

/** `{botId}.{43 characters of randomness}`: the bot id lets routes without one find the bot. */
const TOKEN_PATTERN = /^([1-9]\d{0,15})\.[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new token for the bot; only its hash is ever stored. */
export function mintBotToken(botId: number): { token: string; tokenHash: string } {
  const token = `${botId}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token) };
}

/** `Authorization: <token>` (other lists' SDKs) or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, '');
}

/**
 * Checks a presented token against the hash on the bot's own stream (never a lagging read model),
 * so a rotated token stops working the moment the new one is issued. Constant-time comparison.
 */
@Injectable()
export class BotTokenVerifier {
  constructor(private readonly executor: CommandExecutor) {}

  /** The bot the token belongs to; `botId` when the route names one. Otherwise 401 TOKEN.INVALID. */
  async verify(header: string | string[] | undefined, botId?: number): Promise<number> {
    const token = tokenFromHeader(header);
    const owner = token === null ? null : TOKEN_PATTERN.exec(token)?.[1];
    if (token === null || !owner || (botId !== undefined && Number(owner) !== botId)) {
      throw platformErrors.tokenInvalid();
    }
    const bot = await this.executor.load(botDecider, botStream(Number(owner)));
    if (bot.status !== 'live' || bot.token === null) throw platformErrors.tokenInvalid();
    const expected = Buffer.from(bot.token.hash, 'hex');
    const presented = Buffer.from(hashToken(token), 'hex');
    if (!timingSafeEqual(expected, presented)) throw platformErrors.tokenInvalid();
    return bot.botId;
  }
}
