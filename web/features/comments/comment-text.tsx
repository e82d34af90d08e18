// A comment's plain text with http(s) links made clickable; everything is rendered as text
// nodes, so nothing a user writes can become markup.
const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

export function CommentText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <p className="comments__text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </p>
  );
}
