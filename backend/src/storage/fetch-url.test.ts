import { isBlockedAddress } from './fetch-url';
import { uploadFolders, uploadTitle, storedName } from './names';

describe('upload-by-url address rules', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.0.0.1', true],
    ['172.16.5.4', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2606:4700::1111', false],
  ])('%s blocked: %s', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked);
  });
});

describe('upload names', () => {
  it('keeps folders inside the uploads folder', () => {
    expect(uploadFolders('noco/Sales/Orders/Photo')).toEqual(['noco', 'Sales', 'Orders', 'Photo']);
    expect(uploadFolders('../../etc/./passwd/..')).toEqual(['etc', 'passwd']);
    expect(uploadFolders('/abs\\win\\..\\x')).toEqual(['abs', 'win', 'x']);
    expect(uploadFolders('a/.hidden/b')).toEqual(['a', 'hidden', 'b']);
    expect(uploadFolders('')).toEqual(['noco']);
    expect(uploadFolders(['x'])).toEqual(['noco']);
  });

  it('names stored files randomly with a clean extension and keeps a clean title', () => {
    expect(storedName('photo.PNG')).toMatch(/^[0-9a-z]{18}\.png$/);
    expect(storedName('archive.tar.gz')).toMatch(/^[0-9a-z]{18}\.gz$/);
    expect(storedName('noext')).toMatch(/^[0-9a-z]{18}$/);
    expect(storedName('x.<script>')).toMatch(/^[0-9a-z]{18}$/);
    expect(uploadTitle('../../evil.html', 'file')).toBe('evil.html');
    expect(uploadTitle('C:\\Users\\me\\a.txt', 'file')).toBe('a.txt');
    expect(uploadTitle('bad\u0000\u001fname.txt', 'file')).toBe('badname.txt');
    expect(uploadTitle('', 'file')).toBe('file');
  });
});
