import * as http from 'node:http';
import type { ApiProcess } from '@api/testing/api-process';
import { freePort } from '@api/testing/api-process';
import type { CannedAnswer } from './baseline-server';
import { load, median, row, startBaseline } from './bench-tools';

/** The api's answers, byte for byte as sent (compressed when it compressed them). */
async function capture(
  api: ApiProcess,
  paths: string[],
  headers: Record<string, string>,
): Promise<Record<string, CannedAnswer>> {
  const answers: Record<string, CannedAnswer> = {};
  for (const urlPath of paths) {
    answers[`GET ${urlPath}`] = await new Promise<CannedAnswer>((resolve, reject) => {
      http
        .get(`${api.baseUrl}${urlPath}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'] ?? 'application/json',
              body: Buffer.concat(chunks).toString('base64'),
              contentEncoding: response.headers['content-encoding'] ?? null,
            }),
          );
        })
        .on('error', reject);
    });
  }
  return answers;
}

/**
 * Cached round: one URL per endpoint, answered from the public answer cache, against a bare
 * node:http server sending the same bytes from memory (the ceiling of any Node HTTP server).
 */
export async function cachedRound(
  api: ApiProcess,
  paths: string[],
  options: { rounds: number; seconds: number; headers: Record<string, string> },
): Promise<void> {
  const answers = await capture(api, paths, options.headers);
  const baselinePort = await freePort();
  const baseline = await startBaseline(baselinePort, answers);
  console.log(
    `\ncached: per endpoint the median of ${options.rounds} alternating rounds of ${options.seconds} s, 10 connections; baseline = bare node:http serving the same bytes`,
  );
  for (const urlPath of paths) {
    const apiRuns = [];
    const baselineRuns = [];
    for (let round = 0; round < options.rounds; round += 1) {
      apiRuns.push(await load(`${api.baseUrl}${urlPath}`, options.seconds, options.headers));
      baselineRuns.push(
        await load(`http://127.0.0.1:${baselinePort}${urlPath}`, options.seconds, options.headers),
      );
    }
    console.log(row(`GET ${urlPath}`, median(apiRuns), median(baselineRuns)));
  }
  baseline.kill();
}
