import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { readBoundedJson } from './bounded-json';

/** What Discord says of an application: the parts the directory suggests to its developer. */
export interface DiscordApplication {
  id: string;
  name: string;
  /** The icon's hash on Discord's CDN; null without an icon. */
  icon: string | null;
  description: string;
}

export type DiscordApplicationLookup =
  | { kind: 'found'; app: DiscordApplication }
  | { kind: 'missing' }
  | { kind: 'no-bot' }
  | { kind: 'not-public' }
  /** Timeout, network error, 429, 5xx or an answer we cannot read: nothing was learnt. */
  | { kind: 'unreachable' };

export interface DiscordApplicationsOptions {
  apiUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
}

const ICON_HASH = /^(a_)?[0-9a-f]{32}$/;

/** A Discord CDN address for the application's icon, or null (the initials are shown instead). */
export function discordIconUrl(app: Pick<DiscordApplication, 'id' | 'icon'>): string | null {
  if (!app.icon || !ICON_HASH.test(app.icon)) return null;
  return `https://cdn.discordapp.com/app-icons/${app.id}/${app.icon}.png?size=256`;
}

function toLookup(id: string, body: unknown): DiscordApplicationLookup {
  const app = (body ?? {}) as Record<string, unknown>;
  if (typeof app['name'] !== 'string') return { kind: 'unreachable' };
  // Discord leaves the bot's flags out of an application that has no bot user.
  if (typeof app['bot_public'] !== 'boolean') return { kind: 'no-bot' };
  if (!app['bot_public']) return { kind: 'not-public' };
  const icon = typeof app['icon'] === 'string' ? app['icon'] : null;
  const description = typeof app['description'] === 'string' ? app['description'] : '';
  return { kind: 'found', app: { id, name: app['name'], icon, description } };
}

/**
 * Asks Discord's public `GET /applications/{id}/rpc` about an application, with a short timeout and
 * a bounded answer. Definite answers are cached briefly (bounded, least recently used out first);
 * `unreachable` is not cached, so the next submission asks again.
 */
export class DiscordApplicationsClient {
  private readonly cache = new Map<string, { at: number; lookup: DiscordApplicationLookup }>();
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly cacheSize: number;
  private readonly cacheTtlMs: number;

  constructor(private readonly options: DiscordApplicationsOptions) {
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.maxBytes = options.maxBytes ?? 64 * 1024;
    this.cacheSize = options.cacheSize ?? 500;
    this.cacheTtlMs = options.cacheTtlMs ?? 60_000;
  }

  async lookup(id: string): Promise<DiscordApplicationLookup> {
    const cached = this.cache.get(id);
    if (cached && Date.now() - cached.at < this.cacheTtlMs) {
      this.cache.delete(id);
      this.cache.set(id, cached);
      return cached.lookup;
    }
    const lookup = await this.ask(id);
    if (lookup.kind !== 'unreachable') this.remember(id, lookup);
    return lookup;
  }

  private remember(id: string, lookup: DiscordApplicationLookup): void {
    this.cache.delete(id);
    this.cache.set(id, { at: Date.now(), lookup });
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
  }

  private async ask(id: string): Promise<DiscordApplicationLookup> {
    try {
      const response = await fetch(`${this.options.apiUrl}/applications/${id}/rpc`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // 404 Unknown Application; 400 for an id Discord does not take as a snowflake.
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return { kind: 'missing' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: 'unreachable' };
      }
      const body = await readBoundedJson(response, this.maxBytes);
      return body === undefined ? { kind: 'unreachable' } : toLookup(id, body);
    } catch {
      // fetch rejects on network errors and on the timeout's abort; either way Discord said nothing.
      return { kind: 'unreachable' };
    }
  }
}

/** The api's client, on the configured Discord API (a fake one in tests and offline tries). */
@Injectable()
export class DiscordApplications extends DiscordApplicationsClient {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ apiUrl: config.discord.apiUrl });
  }
}
