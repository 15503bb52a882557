/** Builds multipart/form-data bodies for `app.inject`, as a browser's form would send them. */
export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, so every byte is the test's (fuzzers' included). */
export function multipartBody(
  fields: Iterable<[string, string]>,
  files: FilePart[],
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A form's fields and files as `app.inject`'s payload and content type. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  return {
    payload: multipartBody(Object.entries(fields), files, boundary),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
