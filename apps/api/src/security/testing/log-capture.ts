import { Logger, type LoggerService } from '@nestjs/common';

type Write = typeof process.stdout.write;

/**
 * Everything the api in this process logs or prints (the Nest logger at every level, stdout and
 * stderr), so a test can assert that a request left no stack trace behind.
 */
export class LogCapture {
  private text = '';
  private readonly restores: Array<() => void> = [];

  start(): this {
    const append = (level: string, parts: unknown[]) => {
      this.text += `${level} ${parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ')}\n`;
    };
    const logger: LoggerService = {
      log: (...parts: unknown[]) => append('log', parts),
      error: (...parts: unknown[]) => append('error', parts),
      warn: (...parts: unknown[]) => append('warn', parts),
      debug: (...parts: unknown[]) => append('debug', parts),
      verbose: (...parts: unknown[]) => append('verbose', parts),
      fatal: (...parts: unknown[]) => append('fatal', parts),
    };
    Logger.overrideLogger(logger);
    this.restores.push(() => Logger.overrideLogger(false));
    for (const stream of [process.stdout, process.stderr]) {
      const original: Write = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        this.text += typeof chunk === 'string' ? chunk : String(chunk);
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as Write;
      this.restores.push(() => (stream.write = original));
    }
    return this;
  }

  stop(): void {
    for (const restore of this.restores.splice(0).reverse()) restore();
  }

  /** A position to read from later. */
  mark(): number {
    return this.text.length;
  }

  since(mark: number): string {
    return this.text.slice(mark);
  }
}

/** A JavaScript stack trace line (`    at fn (file.js:1:2)`) or an uncaught error's name. */
export const STACK_TRACE = /^\s+at .+:\d+:\d+\)?$|\b(Range|Type|Reference|Syntax)Error\b/m;
