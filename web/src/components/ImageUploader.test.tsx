import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../lib/toast';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../firebase/storage';
import { ImageDecodeError } from '../lib/images/decode';
import { IMAGE_UPLOAD_FAILED_MESSAGE, ImageUploader, type ImageUploaderProps } from './ImageUploader';

function file(name: string, type = 'image/png', size = 10): File {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness(props: Partial<ImageUploaderProps> & { initial?: string[]; onValue?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <ImageUploader
      label="Cloth Picture You Want to Tailor"
      pathPrefix="users/u1/orders"
      storageAvailable
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

function picker(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

function choose(files: File[]) {
  fireEvent.change(picker(), { target: { files } });
}

describe('ImageUploader', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('uploads several images in parallel, with a spinner each, and disables the picker meanwhile', async () => {
    const resolvers: ((url: string) => void)[] = [];
    const upload = vi.fn((f: File, prefix: string) => {
      expect(prefix).toBe('users/u1/orders');
      return new Promise<string>((resolve) => resolvers.push(resolve));
    });
    const onUploading = vi.fn();
    render(<Harness upload={upload} onUploadingChange={onUploading} />);
    choose([file('a.png'), file('b.jpg', 'image/jpeg')]);

    expect(upload).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status', { name: 'Uploading a.png' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Uploading b.jpg' })).toBeTruthy();
    expect(picker().disabled).toBe(true);
    expect(onUploading).toHaveBeenLastCalledWith(true);

    await act(async () => {
      resolvers[1]!('https://cdn.test/b.jpg');
      resolvers[0]!('https://cdn.test/a.png');
    });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'Cloth Picture You Want to Tailor 1' }).getAttribute('src')).toBe('https://cdn.test/a.png');
    expect(picker().disabled).toBe(false);
    expect(onUploading).toHaveBeenLastCalledWith(false);
  });

  it('skips failed uploads with the spec’s message and keeps the others', async () => {
    const error = vi.spyOn(toast, 'error');
    const upload = vi.fn((f: File) => (f.name === 'bad.png' ? Promise.reject(new Error('network')) : Promise.resolve(`https://cdn.test/${f.name}`)));
    const onValue = vi.fn();
    render(<Harness upload={upload} onValue={onValue} />);
    choose([file('good.png'), file('bad.png')]);
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(['https://cdn.test/good.png']));
    expect(error).toHaveBeenCalledWith(IMAGE_UPLOAD_FAILED_MESSAGE);
  });

  it('says which file the browser could not read as an image, instead of the generic failure', async () => {
    const error = vi.spyOn(toast, 'error');
    const upload = vi.fn((f: File) => Promise.reject(new ImageDecodeError(f.name)));
    render(<Harness upload={upload} />);
    choose([file('broken.jpg', 'image/jpeg')]);
    await waitFor(() => expect(error).toHaveBeenCalledWith('broken.jpg could not be read as an image. Try a JPEG or PNG photo.'));
    expect(error).not.toHaveBeenCalledWith(IMAGE_UPLOAD_FAILED_MESSAGE);
    expect(picker().disabled).toBe(false);
  });

  it('accepts images only, under 5 MB each, and at most `max`', async () => {
    const error = vi.spyOn(toast, 'error');
    const info = vi.spyOn(toast, 'info');
    const upload = vi.fn((f: File) => Promise.resolve(`https://cdn.test/${f.name}`));
    const onValue = vi.fn();
    render(<Harness upload={upload} onValue={onValue} max={2} initial={['https://cdn.test/old.png']} />);
    choose([file('notes.txt', 'text/plain'), file('evil.svg', 'image/svg+xml'), file('huge.png', 'image/png', 5 * 1024 * 1024), file('ok.png'), file('extra.png')]);
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(['https://cdn.test/old.png', 'https://cdn.test/ok.png']));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('notes.txt is not an image'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('evil.svg is not an image the shop accepts'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('huge.png is too large'));
    expect(info).toHaveBeenCalledWith('You can add up to 2 images.');
    expect(picker().disabled).toBe(true);
  });

  it('removes a thumbnail', () => {
    const onValue = vi.fn();
    render(<Harness initial={['https://cdn.test/1.png', 'https://cdn.test/2.png']} onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onValue).toHaveBeenCalledWith(['https://cdn.test/2.png']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('without Storage: disabled picker, the reason, and an image link input instead', () => {
    const onValue = vi.fn();
    render(<Harness storageAvailable={false} onValue={onValue} />);
    expect(picker().disabled).toBe(true);
    expect(screen.getByText(STORAGE_UNAVAILABLE_MESSAGE)).toBeTruthy();
    const link = screen.getByLabelText('Image link for Cloth Picture You Want to Tailor');
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add image link' }));
    expect(screen.getByRole('alert').textContent).toMatch(/valid image link/);
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(link, { target: { value: 'https://example.com/silk.jpg' } });
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(onValue).toHaveBeenCalledWith(['https://example.com/silk.jpg']);
    expect(screen.getByRole('img', { name: 'Cloth Picture You Want to Tailor 1' })).toBeTruthy();
  });
});
