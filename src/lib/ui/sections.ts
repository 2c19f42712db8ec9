/** The app's sections, in the navigation's order: their addresses (which are their routes) and names. */
export const SECTIONS = [
	{ href: '/', label: 'Library', icon: 'library' },
	{ href: '/up-next', label: 'Up next', icon: 'up-next' },
	{ href: '/upcoming', label: 'Upcoming', icon: 'calendar', railOnly: true },
	{ href: '/diary', label: 'Diary', icon: 'diary' },
	{ href: '/discover', label: 'Discover', icon: 'discover' },
	{ href: '/people', label: 'People', icon: 'people' },
	{ href: '/stats', label: 'Stats', icon: 'stats' }
] as const;
