import * as fs from 'node:fs';
import * as path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ARTIFACTS } from './browser';

const MAX_LINES = 400;
const MAX_API_LOG_CHARS = 200_000;

/**
 * What the browser did (requests with their status and time, console messages, page errors), the
 * last few hundred lines, so a failed test leaves more than a screenshot behind.
 */
export class ActivityLog {
  private readonly lines: string[] = [];
  private readonly started = Date.now();

  watch(context: BrowserContext, label: string): void {
    const add = (line: string) => {
      this.lines.push(`${((Date.now() - this.started) / 1000).toFixed(3)}s ${label} ${line}`);
      if (this.lines.length > MAX_LINES) this.lines.shift();
    };
    context.on('request', (request) => add(`→ ${request.method()} ${request.url()}`));
    context.on('requestfinished', (request) => {
      void request.response().then(
        (response) => add(`← ${response?.status() ?? '?'} ${request.method()} ${request.url()}`),
        () => undefined,
      );
    });
    context.on('requestfailed', (request) =>
      add(`✗ ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
    );
    context.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
    context.on('weberror', (error) => add(`page error: ${error.error().message}`));
  }

  /** Writes artifacts/screenshots/<name>.log: the browser's activity, then the api's log tail. */
  save(name: string, apiLog: string): void {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const body = [
      '# browser activity (seconds since the file started)',
      ...this.lines,
      '',
      '# api log (tail)',
      apiLog.slice(-MAX_API_LOG_CHARS),
    ].join('\n');
    fs.writeFileSync(path.join(ARTIFACTS, `${name}.log`), body);
  }
}
