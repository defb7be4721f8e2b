import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayContext } from './context.ts';
import { fail, type Answer } from './http/answer.ts';
import { parseMultipart } from './http/multipart.ts';
import { BodyError, parseJsonBody, readBody } from './http/read-body.ts';
import { sendAnswer } from './http/send.ts';
import { matchRoute, type Route } from './router.ts';

const JSON_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024;

async function readCallBody(request: IncomingMessage, route: Route): Promise<unknown> {
  if (request.method !== 'POST') return {};
  if (route.body === 'multipart') {
    return parseMultipart(await readBody(request, UPLOAD_LIMIT), request.headers['content-type']);
  }
  return parseJsonBody(await readBody(request, JSON_LIMIT));
}

async function answerCall(
  request: IncomingMessage,
  routes: readonly Route[],
  context: GatewayContext,
  path: string,
  query: URLSearchParams,
): Promise<Answer> {
  const match = matchRoute(routes, request.method ?? 'GET', path);
  if (match.kind === 'none') return fail(404, `本地网关未提供该接口: ${path}`, 404);
  if (match.kind === 'wrong-method')
    return fail(405, `该接口只接受 ${match.allowed} 请求: ${path}`, 405);
  try {
    const body = await readCallBody(request, match.route);
    const call = {
      method: request.method ?? 'GET',
      path,
      params: match.params,
      query,
      headers: request.headers,
      body,
    };
    return await match.route.handle(call, context);
  } catch (error) {
    if (error instanceof BodyError) return fail(error.status, error.message, error.status);
    throw error;
  }
}

/** Answers one `/api/<path>` call with the envelope; a call not provided is HTTP 404 with code 404. */
export async function serveApi(
  request: IncomingMessage,
  response: ServerResponse,
  routes: readonly Route[],
  context: GatewayContext,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  sendAnswer(response, await answerCall(request, routes, context, path, query));
}
