// A form POST through XMLHttpRequest, for the one call whose progress the player watches (image
// uploads): fetch reports no upload progress. It fails the way fetch does — a TypeError when the line
// cannot be reached, an AbortError when the signal fires — so the transport treats both alike.

export type PostAnswer = { status: number; statusText: string; text: string };

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
