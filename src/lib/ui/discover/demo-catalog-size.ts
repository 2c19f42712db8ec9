/** What the demo catalog knows, for the notes that offer the full catalog: "39 movies and 10 series". */
import { ops } from '../gateway-client';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Asked only on the demo catalog, whose popular list is every title it has; undefined when it cannot say. */
export async function demoCatalogSize(): Promise<string | undefined> {
	const [movies, series] = await Promise.all([ops.movie.discover({ category: 'popular', page: 1 }), ops.tv.discover({ category: 'popular', page: 1 })]);
	if (!movies.ok || !series.ok) return undefined;
	return `${count(movies.data.totalResults, 'movie', 'movies')} and ${count(series.data.totalResults, 'series', 'series')}`;
}
