import { FakeXhr } from '../../test/fakeXhr';
import { sendPhoto } from './photoUpload';

describe('sending a photo', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = FakeXhr.install();
  });
  afterEach(() => restore());

  const send = () => {
    const percents: number[] = [];
    const file = new Blob([new Uint8Array(10)], { type: 'image/png' });
    const upload = sendPhoto({
      url: 'http://localhost/api/merchant/store/3/photos',
      file,
      headers: { authorization: 'Bearer tok', 'accept-language': 'my' },
      onProgress: (percent) => percents.push(percent),
    });
    return { upload, percents, xhr: FakeXhr.sent[0]!, file };
  };

  it('POSTs the file in the field photo with the headers, and reports each new percent', async () => {
    const { upload, percents, xhr, file } = send();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/merchant/store/3/photos');
    expect(xhr.headers).toEqual({ authorization: 'Bearer tok', 'accept-language': 'my' });
    expect((xhr.body as FormData).get('photo')).toBeInstanceOf(Blob);
    expect(((xhr.body as FormData).get('photo') as Blob).size).toBe(file.size);
    xhr.progress(250, 1000);
    xhr.progress(251, 1000);
    xhr.progress(700, 1000);
    xhr.progress(1000, 1000);
    const photo = { id: 'ph_1', width: 10, height: 10, widths: [160] };
    xhr.respond(201, photo);
    await expect(upload.result).resolves.toEqual({ kind: 'stored', photo });
    expect(percents).toEqual([25, 70, 100]);
  });

  it('passes a refusal through with its status and body', async () => {
    const { upload, xhr } = send();
    const body = {
      status: false,
      message: 'x',
      data: { errors: { photo: ['Unsupported image'] } },
    };
    xhr.respond(422, body);
    await expect(upload.result).resolves.toEqual({ kind: 'answered', status: 422, body });
  });

  it('tells a lost connection and an abort apart', async () => {
    const first = send();
    first.xhr.fail();
    await expect(first.upload.result).resolves.toEqual({ kind: 'noAnswer' });
    FakeXhr.sent = [];
    const second = send();
    second.upload.abort();
    expect(second.xhr.aborted).toBe(true);
    await expect(second.upload.result).resolves.toEqual({ kind: 'aborted' });
  });
});
