import { http } from './http';

/**
 * Reads a file the server makes and hands it to the browser to save under its own name (a PDF
 * opens from the downloads bar). A refusal throws the server's message, for the screen to say.
 */
export async function downloadFile(path: string): Promise<string> {
  const { blob, fileName } = await http.getFile(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been taken up: the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
