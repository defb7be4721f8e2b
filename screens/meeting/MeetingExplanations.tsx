import type { MeetingExplanation } from '../../schemas/meeting.ts';

/** The meeting's explanations (schedule, dress, parking …), each a heading and its plain text. */
export function MeetingExplanations({ explanations }: { explanations: MeetingExplanation[] }) {
  const shown = explanations.filter((item) => item.Title?.trim() || item.Content?.trim());
  if (shown.length === 0) return null;
  return (
    <section className="bc-meeting__panel" aria-labelledby="bc-meeting-explanations">
      <h2 className="bc-meeting__heading" id="bc-meeting-explanations">
        会议说明
      </h2>
      {shown.map((item, index) => (
        <div className="bc-meeting-explanation" key={item.Id ?? index}>
          {item.Title?.trim() && (
            <h3 className="bc-meeting-explanation__title">{item.Title.trim()}</h3>
          )}
          {item.Content?.trim() && (
            <p className="bc-meeting-explanation__text">{item.Content.trim()}</p>
          )}
        </div>
      ))}
    </section>
  );
}
