/** Hands a value to the browser as a JSON file download. */
export function downloadJson(value: unknown, fileName: string): void {
	const blob = new Blob([JSON.stringify(value)], { type: 'application/json' });
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
