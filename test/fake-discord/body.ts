// Request bodies as Discord accepts them: JSON, or multipart/form-data with a
// `payload_json` part and file parts `files[n]` (what @discordjs/rest sends with files).
import type { IncomingMessage } from 'node:http';
import type { Json, UploadedFile } from './types';

export interface ParsedBody {
  json: Json;
  files: UploadedFile[];
}

/** Large enough for ten 10 MiB files plus slack, so the size check (not the reader) rejects them. */
const MAX_BODY = 120 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function parseBody(contentType: string | undefined, raw: Buffer): Promise<ParsedBody> {
  if (raw.length === 0) return { json: undefined, files: [] };
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    // undici's Response implements the multipart parser of the fetch standard.
    const form = await new Response(raw, { headers: { 'content-type': contentType ?? '' } }).formData();
    let json: Json = undefined;
    const files: UploadedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') json = JSON.parse(value);
        continue;
      }
      const file = value as File;
      files.push({
        field,
        filename: file.name,
        contentType: file.type,
        data: Buffer.from(await file.arrayBuffer()),
      });
    }
    return { json, files };
  }
  return { json: JSON.parse(raw.toString('utf8')), files: [] };
}
