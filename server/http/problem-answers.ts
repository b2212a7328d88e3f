import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, ProblemTypes, type Problem, type ProblemType } from '../../contract/problem';
import { ApiProblem } from '../problems';

export function sendProblem(reply: FastifyReply, request: FastifyRequest, problem: Omit<Problem, 'instance'>): FastifyReply {
  return reply
    .code(problem.status)
    .header('content-type', `${PROBLEM_CONTENT_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ ...problem, instance: request.url.split('?')[0] }));
}

/** Fastify's own client errors, by code, as problems the API documents. */
const frameworkProblems: Readonly<Record<string, { type: ProblemType; title: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { type: ProblemTypes.payloadTooLarge, title: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { type: ProblemTypes.unsupportedMediaType, title: 'Send the body as application/json' },
};

function problemOf(error: FastifyError | ApiProblem): Omit<Problem, 'instance'> | null {
  if (error instanceof ApiProblem) {
    const { status, type, title, detail, errors, rule } = error;
    return { status, type, title, ...(detail && { detail }), ...(errors && { errors: [...errors] }), ...(rule && { code: rule.code, params: { ...rule.params } }) };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const known = frameworkProblems[error.code];
  if (known) return { status, ...known };
  if (status === 429) return { status, type: ProblemTypes.tooManyRequests, title: 'Too many requests', detail: error.message };
  if (status === 404) return { status, type: ProblemTypes.notFound, title: 'Not found' };
  // Malformed JSON, an empty JSON body, a bad Content-Length, a poisoned prototype: the message is safe and useful.
  return { status, type: ProblemTypes.malformed, title: 'The request is malformed', detail: error.message };
}

/** Every error becomes problem+json; a server fault is logged and answered without its details. */
export function handleError(error: FastifyError | ApiProblem, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const problem = problemOf(error);
  if (problem) {
    if (error instanceof ApiProblem) for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return sendProblem(reply, request, problem);
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, request, {
    status: 500,
    type: ProblemTypes.internal,
    title: 'Something went wrong on our side',
    detail: 'The error was logged; try again later.',
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, request, {
    status: 404,
    type: ProblemTypes.notFound,
    title: 'Not found',
    detail: `${request.method} ${request.url.split('?')[0]} is not part of the API.`,
  });
}
