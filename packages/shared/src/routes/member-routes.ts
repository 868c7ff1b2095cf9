// Pages of a signed-in player (their build submissions and guides). They are private: the server sends the
// app shell for them (never a rendered page or a 404), and robots.txt keeps crawlers out.

export const MEMBER_PATHS = {
  account: '/my',
  mySubmissions: '/my/submissions',
  newSubmission: '/my/submissions/new',
  editSubmission: (id: number) => `/my/submissions/${id}/edit`,
  mySavedBuilds: '/my/saved-builds',
  myCorrections: '/my/corrections',
  myGuides: '/my/guides',
  newGuide: '/my/guides/new',
  editGuide: (id: number) => `/my/guides/${id}/edit`,
} as const;

export const isMemberPath = (pathname: string): boolean => pathname === '/my' || pathname.startsWith('/my/');
