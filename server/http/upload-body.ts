import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileUploadSpec, UploadedFile } from '../../contract/descriptor';
import { ProblemTypes } from '../../contract/problem';
import { mediaTypeOf, sniffContentType } from '../files/content-type-sniff';
import { ApiProblem, fieldProblem } from '../problems';

/**
 * In an upload route's own scope, a body of any type but JSON arrives as bytes, up to the upload limit: the type
 * is judged by the route with a clear answer, rather than by a parser that only knows it is not JSON.
 */
export function takeUploads(scope: FastifyInstance, limitBytes: number): void {
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limitBytes }, (_request, body, done) => done(null, body));
}

const unsupported = (detail: string) => new ApiProblem(415, ProblemTypes.unsupportedMediaType, 'This kind of file is not taken here', detail);

/**
 * The uploaded file, once its declared type is one the route takes and its bytes are what that type says: a text
 * file named photo.png and sent as image/png is refused, whatever its name or its declared type.
 */
export function uploadedFileOf(spec: FileUploadSpec, request: FastifyRequest): UploadedFile {
  const { body } = request;
  if (body === undefined || body === null) throw fieldProblem('body', "Send the file's bytes as the body, its type as Content-Type.");
  if (!Buffer.isBuffer(body)) throw unsupported(`Send the file's bytes as they are, as one of ${spec.contentTypes.join(', ')}; not JSON.`);
  if (body.length === 0) throw fieldProblem('body', 'The file is empty.');
  const contentType = mediaTypeOf(request.headers['content-type']);
  if (!spec.contentTypes.includes(contentType)) throw unsupported(`Send one of ${spec.contentTypes.join(', ')}, not ${contentType || 'a file of no type'}.`);
  const sniffed = sniffContentType(body);
  if (sniffed !== contentType) throw unsupported(`The file is declared as ${contentType} but its content is ${sniffed ?? 'of no type taken here'}.`);
  return { bytes: body, contentType };
}
