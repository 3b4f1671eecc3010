import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sendForm, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { jpegImage, pngImage, WEBP_1X1, webpClaiming } from '../../test/images';
import { newOperator, newPlayer, type Player, uploadedFiles } from '../../test/money';

let test: TestApp;
let owner: Player;
let other: Player;
let operator: Player;

beforeAll(async () => {
  // A small cap, so the oversized-body case stays fast.
  test = await startTestApp({ FAIR28_UPLOAD_MAX_KB: '64' });
  [owner, other, operator] = await Promise.all([newPlayer(test), newPlayer(test), newOperator(test)]);
});
afterAll(() => test.close());

const upload = (player: Player, image: string) =>
  call(test, calls.uploadImage, { image }, { token: player.token });

const fetchImage = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

describe('image upload', () => {
  it.each([
    ['PNG', pngImage(40, 30), 'image/png', 40, 30],
    ['JPEG', jpegImage(33, 17), 'image/jpeg', 33, 17],
    ['WebP', WEBP_1X1, 'image/webp', 1, 1],
  ])(
    'stores a %s under a random name and answers its id and URL',
    async (_name, bytes, type, width, height) => {
      const before = (await uploadedFiles(test)).length;
      const image = await upload(owner, bytes.toString('base64'));
      expect(image).toMatchObject({ contentType: type, width, height, size: bytes.length });
      expect(image.id).toMatch(/^[\w-]{22}$/);
      expect(image.url.startsWith(`${calls.uploadImage.path}/${image.id}?expires=`)).toBe(true);
      const files = await uploadedFiles(test);
      expect(files).toHaveLength(before + 1);
      expect(files.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true);
    },
  );

  it('accepts a data URL and serves the image to its owner with its type and nosniff', async () => {
    const bytes = pngImage(5, 5);
    const image = await upload(owner, `data:image/png;base64,${bytes.toString('base64')}`);
    const response = await fetchImage(image.url, { authorization: `Bearer ${owner.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves through the signed link of its answer, as an <img> would fetch it; never a token in the URL', async () => {
    const image = await upload(owner, jpegImage(8, 8).toString('base64'));
    const response = await fetchImage(image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { encryptTokenField } = await import('@fair28/shared');
    const field = await encryptTokenField(owner.token, test.config.codecKeys);
    expect((await fetchImage(`${calls.uploadImage.path}/${image.id}?token=${field}`)).statusCode).toBe(400);
  });

  it('shows an image to operators, and to nobody else: another player gets 404, no session 401', async () => {
    const { id } = await upload(owner, WEBP_1X1.toString('base64'));
    // By session, without the signed link an answer carries.
    const url = `${calls.uploadImage.path}/${id}`;
    expect((await fetchImage(url, { authorization: `Bearer ${operator.token}` })).statusCode).toBe(200);
    const stranger = await fetchImage(url, { authorization: `Bearer ${other.token}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: ErrorCode.NotFound });
    expect((await fetchImage(url)).statusCode).toBe(401);
    expect(
      (await fetchImage(`${calls.uploadImage.path}/nope`, { authorization: `Bearer ${owner.token}` }))
        .statusCode,
    ).toBe(404);
  });

  const html = Buffer.from('<!doctype html><html><script>document.cookie</script></html>');
  const png = pngImage(16, 16);
  it.each([
    [
      'an HTML file named .png',
      `data:image/png;base64,${html.toString('base64')}`,
      'Only PNG, JPEG or WebP images',
    ],
    ['a truncated PNG', png.subarray(0, png.length - 20).toString('base64'), 'damaged or incomplete'],
    ['a JPEG without its end', jpegImage(16, 16).subarray(0, -2).toString('base64'), 'damaged or incomplete'],
    ['a PNG of 9000 px a side', pngImage(9000, 9000).toString('base64'), 'at most 8000 pixels a side'],
    ['a WebP of 7000 × 7000 (49 Mpx)', webpClaiming(7000, 7000).toString('base64'), '40 megapixels'],
    ['bad base64', 'iVBORw0KGgo!!!', 'not valid base64'],
    ['base64 with line breaks', png.toString('base64').replace(/(.{60})/g, '$1\n'), 'not valid base64'],
    ['an empty field', '', 'Choose an image'],
    ['a file over the size cap', Buffer.alloc(70 * 1024).toString('base64'), 'at most 64 KB'],
  ])('refuses %s with a clear message, storing nothing', async (_name, image, message) => {
    const rows = await tableCounts(test.db);
    const files = await uploadedFiles(test);
    const envelope = await sendForm(test, calls.uploadImage.path, { image }, { token: owner.token });
    expect(envelope).toMatchObject({ code: ErrorCode.InvalidInput, status: 0 });
    expect(envelope.message).toContain(message);
    expect(await tableCounts(test.db)).toEqual(rows);
    expect(await uploadedFiles(test)).toEqual(files);
  });

  it('answers in Chinese when asked', async () => {
    const envelope = await sendForm(
      test,
      calls.uploadImage.path,
      { image: 'PGh0bWw+' },
      { token: owner.token, lang: 'zh' },
    );
    expect(envelope.message).toBe('只能上传PNG、JPEG或WebP图片');
  });

  it('refuses a body beyond the route limit with 413, storing nothing', async () => {
    const rows = await tableCounts(test.db);
    const files = await uploadedFiles(test);
    const response = await test.app.inject({
      method: 'POST',
      url: calls.uploadImage.path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${owner.token}`,
      },
      payload: `image=${'A'.repeat(400 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The request is too large',
    });
    expect(await tableCounts(test.db)).toEqual(rows);
    expect(await uploadedFiles(test)).toEqual(files);
  });

  it('needs a session', async () => {
    const envelope = await sendForm(test, calls.uploadImage.path, { image: png.toString('base64') });
    expect(envelope.code).toBe(ErrorCode.LoginExpired);
  });
});
