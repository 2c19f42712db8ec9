/** Hands a file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = fileName;
	document.body.append(link);
	link.click();
	link.remove();
	// The browser has taken the file once the click's task ends; then the memory can go.
	setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadJson(value: unknown, fileName: string): void {
	downloadBlob(new Blob([JSON.stringify(value)], { type: 'application/json' }), fileName);
}
