/** Word lists the generated library is written from: plausible titles, notes, tags, genres and people. */

const words = (text: string): string[] => text.trim().split(/\s+/);

/** Most common first: titles pick from the front far more often than from the back. */
export const TITLE_NOUNS = words(`
	night love city house man woman girl boy dark world heart life war time road king queen river
	game secret story island shadow fire blood water sky star dream summer winter family home
	moon sun light storm ghost garden mountain sea ocean train hotel station border letter
	kingdom empire promise journey stranger witness detective doctor teacher soldier hunter
	angel devil wolf lion tiger horse bird crow raven dragon knight prince princess sister brother
	daughter son mother father widow bride orphan thief liar spy killer saint sinner pilgrim
	mirror window door bridge tower castle palace temple church school prison harbor valley
	desert forest jungle field meadow lake canyon glacier volcano harvest festival carnival circus
	symphony song ballad melody rhythm dance waltz tango opera theater cinema portrait painting
	machine engine rocket planet galaxy comet signal frequency echo silence whisper thunder lightning
	memory promise lesson bargain verdict alibi motive ransom treasure fortune legacy inheritance
	compass lantern anchor sail voyage expedition frontier outpost colony republic dynasty rebellion
	revolution conspiracy betrayal redemption revenge vengeance mercy grace glory honor courage
	kettle teacup umbrella bicycle typewriter gramophone telescope lighthouse windmill carousel
	marmalade lavender saffron juniper cinnamon tamarind monsoon solstice equinox aurora zephyr
	quasar nebula meridian labyrinth palimpsest chrysalis obelisk menagerie zeppelin kaleidoscope
`);

export const TITLE_ADJECTIVES = words(`
	last first lost little great dark silent secret wild broken golden hidden final eternal
	lonely perfect strange sweet bitter cold hot long short young old new red blue black white
	green silver crimson scarlet violet hollow distant forgotten burning frozen endless sacred
	savage gentle quiet loud brave fearless restless reckless midnight morning evening northern
	southern eastern western invisible impossible beautiful dangerous curious peculiar wandering
	electric velvet paper glass iron stone wooden crystal emerald amber ivory obsidian luminous
`);

/** A few names so titles like "Anna's Summer" appear. */
export const FIRST_NAMES = words(`
	Anna Maria Priya Arjun Rahul Sofia Lucas Emma Olivia Liam Noah Ava Mia Ethan Aarav Isha
	Kavya Rohan Meera Vikram Zoe Hugo Chloe Leo Nina Omar Fatima Yusuf Hana Kenji Yuki Aiko
	Mateo Valentina Diego Camila Lars Ingrid Sven Freya Amelie Elodie Jules Margot Pablo Lucia
	Tomas Ana Nikolai Irina Dmitri Olga Kwame Ama Kofi Zainab Tariq Leila Samir Noor Ravi Anika
	Siddharth Deepika Ananya Karan Neha Aditya Pooja Vivek Shreya Farhan Aisha Imran Sana Hassan
	Grace Henry Alice Oscar Ruby Jack Ella Max Lily Sam Rose Ben Clara Finn Iris Theo Maya Eli
`);

export const LAST_NAMES = words(`
	Sharma Patel Iyer Menon Rao Gupta Kapoor Singh Das Nair Reddy Chopra Banerjee Mukherjee Joshi
	Smith Johnson Brown Garcia Martinez Lopez Wilson Anderson Taylor Thomas Moore Martin Lee Clark
	Lewis Walker Hall Young King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts
	Muller Schmidt Fischer Weber Rossi Russo Bianchi Dubois Moreau Laurent Silva Santos Costa Tanaka
	Suzuki Sato Kim Park Chen Wang Li Zhang Okafor Mensah Haddad Khan Hussain Ahmed Novak Kowalski
`);

/** TMDB's genre names (movie and TV lists). */
export const MOVIE_GENRES = [
	'Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Documentary', 'Drama', 'Family', 'Fantasy', 'History',
	'Horror', 'Music', 'Mystery', 'Romance', 'Science Fiction', 'TV Movie', 'Thriller', 'War', 'Western'
];
export const TV_GENRES = [
	'Action & Adventure', 'Animation', 'Comedy', 'Crime', 'Documentary', 'Drama', 'Family', 'Kids', 'Mystery',
	'News', 'Reality', 'Sci-Fi & Fantasy', 'Soap', 'Talk', 'War & Politics', 'Western'
];

export const TAGS = words(`
	rewatch comfort favourite with-family date-night cinema festival subtitles dubbed classic
	noir slow-burn mind-bending tearjerker feel-good cult guilty-pleasure award-winner director-cut
	binge weekend road-trip flight rainy-day holiday book-adaptation remake true-story animated
	bollywood anime k-drama british nordic french-new-wave criterion imax 4k 70mm
`);

export const PLATFORMS: { platform: string; platformType: 'theater' | 'streaming' | 'television' | 'other'; service?: string }[] = [
	{ platform: 'Netflix', platformType: 'streaming', service: 'Netflix' },
	{ platform: 'Prime Video', platformType: 'streaming', service: 'Prime Video' },
	{ platform: 'Disney+', platformType: 'streaming', service: 'Disney+' },
	{ platform: 'Max', platformType: 'streaming', service: 'Max' },
	{ platform: 'JioHotstar', platformType: 'streaming', service: 'JioHotstar' },
	{ platform: 'Apple TV+', platformType: 'streaming', service: 'Apple TV+' },
	{ platform: 'PVR Cinemas', platformType: 'theater' },
	{ platform: 'AMC', platformType: 'theater' },
	{ platform: 'Local cinema', platformType: 'theater' },
	{ platform: 'Cable TV', platformType: 'television' },
	{ platform: 'Blu-ray', platformType: 'other' }
];

/** Sentence parts for overviews, journal notes and log notes. */
export const OPENERS = [
	'A weary', 'An ambitious', 'A reluctant', 'A grieving', 'A brilliant', 'A small-town', 'An exiled', 'A retired',
	'A young', 'An aging', 'A disgraced', 'A stubborn', 'A curious', 'A penniless'
];
export const PEOPLE = ['detective', 'teacher', 'musician', 'smuggler', 'surgeon', 'journalist', 'chef', 'pilot', 'farmer', 'painter', 'lawyer', 'boxer', 'nurse', 'thief'];
export const PLOTS = [
	'must confront a past that refuses to stay buried',
	'sets out to cross the country before the monsoon breaks',
	'uncovers a conspiracy that reaches the highest office',
	'falls for a stranger who is not what they seem',
	'tries to hold a family together through one impossible summer',
	'is pulled into one last job that goes wrong from the start',
	'returns home to settle an inheritance and finds a mystery instead',
	'races against time to stop a catastrophe only they can see coming'
];
export const REACTIONS = [
	'Loved the score, especially the last twenty minutes.',
	'Slow first act, but it pays off.',
	'The cinematography alone is worth it.',
	'Watched it with the whole family; everyone had an opinion.',
	'Not as good as I remembered.',
	'Better on a second viewing: caught so many details I missed.',
	'The lead performance carries the whole thing.',
	'Ending felt rushed, the middle was great.',
	'Cried at the reunion scene, no shame.',
	'Fell asleep halfway, need to finish it properly.',
	'Subtitles were out of sync for a while, still enjoyed it.',
	'That twist! Did not see it coming.',
	'Dialogue is sharp and funny.',
	'Too long by half an hour.',
	'A comfort watch on a rainy evening.'
];
