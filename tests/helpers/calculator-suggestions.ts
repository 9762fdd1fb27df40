/** The names /calculator's island offers: a file the page names, not the page itself (issue 26). */
export async function calculatorSuggestions(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/calculator`)).text();
  const url = /\/calculator\/tools\/[\w-]+\.json/.exec(html)?.[0];
  if (!url) throw new Error('/calculator names no suggestions file');
  return (await (await fetch(`${baseUrl}${url}`)).json()) as string[];
}
