/**
 * The commonest English words (function words and everyday verbs and nouns), for cutting
 * spaced-out letters into words: without them "k i l l y o u n o w" would be cut around
 * the filter's own words only ("kill yo uno w"). Only for cutting: none is flagged.
 */
export const COMMON_WORDS = [
  ...['a', 'i', 'u', 'an', 'the', 'this', 'that', 'these', 'those', 'some', 'any', 'all'],
  ...['of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'about', 'into', 'over'],
  ...['and', 'or', 'but', 'if', 'so', 'as', 'than', 'then', 'when', 'where', 'why', 'how'],
  ...['what', 'who', 'which', 'not', 'no', 'yes', 'now', 'here', 'there', 'just', 'very'],
  ...['me', 'my', 'mine', 'he', 'him', 'his', 'she', 'her', 'hers', 'it', 'its', 'we', 'us'],
  ...['our', 'they', 'them', 'their', 'you', 'your', 'yours', 'is', 'are', 'was', 'were'],
  ...['be', 'been', 'am', 'do', 'does', 'did', 'done', 'have', 'has', 'had', 'can', 'could'],
  ...['will', 'would', 'shall', 'should', 'may', 'might', 'must', 'get', 'got', 'go', 'going'],
  ...['come', 'make', 'made', 'take', 'give', 'send', 'show', 'see', 'look', 'know', 'think'],
  ...['want', 'need', 'like', 'love', 'hate', 'say', 'tell', 'ask', 'let', 'put', 'find'],
  ...['good', 'bad', 'new', 'old', 'young', 'little', 'big', 'hot', 'cute', 'real', 'more'],
  ...['time', 'day', 'night', 'today', 'tonight', 'tomorrow', 'year', 'years', 'age', 'man'],
  ...['woman', 'girl', 'girls', 'boy', 'boys', 'baby', 'people', 'friend', 'mom', 'dad'],
  ...['home', 'school', 'house', 'pics', 'pic', 'photos', 'video', 'videos', 'one', 'two'],
  ...['hello', 'hi', 'hey', 'please', 'thanks', 'ok', 'okay', 'well', 'up', 'out', 'off'],
];
