/** The rules as staff wrote them: plain text, one paragraph a line. */
export function CampaignRules({ rules }: { rules: string | undefined }) {
  const lines = (rules ?? '').split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return null;
  return (
    <section className="bc-campaign__section" aria-labelledby="bc-campaign-rules">
      <h2 id="bc-campaign-rules" className="bc-campaign__subtitle">
        活动规则
      </h2>
      {lines.map((line, index) => (
        <p key={index} className="bc-campaign__rule">
          {line}
        </p>
      ))}
    </section>
  );
}
