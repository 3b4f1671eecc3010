// A call's form POST: through fetch, or through XMLHttpRequest for the one call whose progress the
// player watches (image uploads): fetch reports no upload progress. Both fail alike — a TypeError when
// the line cannot be reached, an AbortError when the signal fires — so the transport treats them alike.

export type PostAnswer = { status: number; statusText: string; text: string };

/** The form POST every call makes (through fetch), read to its text. */
export async function postForm(
  url: string,
  form: URLSearchParams,
  signal?: AbortSignal,
): Promise<PostAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, statusText: response.statusText, text: await response.text() };
}

export function postWithProgress(
  url: string,
  form: URLSearchParams,
  options: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'application/x-www-form-urlencoded');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      options.signal.removeEventListener('abort', abort);
      options.onProgress(1);
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      options.signal.removeEventListener('abort', abort);
      reject(new TypeError('the line could not be reached'));
    });
    xhr.addEventListener('abort', () => {
      options.signal.removeEventListener('abort', abort);
      reject(new DOMException('the upload was cancelled', 'AbortError'));
    });
    if (options.signal.aborted) {
      reject(new DOMException('the upload was cancelled', 'AbortError'));
      return;
    }
    options.signal.addEventListener('abort', abort, { once: true });
    xhr.send(form.toString());
  });
}
