// Saves a drawn canvas (the invitation QR code) as a PNG file through a download link: phones' browsers
// put it in their downloads or offer to keep the image.

export function qrFileName(code: string): string {
  return `fair28-invite-${code.replace(/[^A-Za-z0-9_-]/g, '')}.png`;
}

export function saveCanvasAsPng(canvas: HTMLCanvasElement, fileName: string): void {
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
