import { attributionSources } from '../../../db/schema/attribution-vocabulary'
import { segmentEngagements, segmentLabels, segmentPlans, segmentTopics } from '../../../newsletter/segments'
import { Select, type FieldState } from '../content/fields'

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }))

/** The four choices of a segment (plan, source, engagement, topic); each empty for anyone. */
export function SegmentFields({ state }: { state: FieldState }) {
  return (
    <>
      <Select state={state} name="segPlan" label="Plan" options={options(segmentPlans, segmentLabels.plan)} emptyLabel="Any plan" />
      <Select state={state} name="segSource" label="Came from" options={options(attributionSources, segmentLabels.source)} emptyLabel="Any source" />
      <Select state={state} name="segEngagement" label="Newsletter clicks" options={options(segmentEngagements, segmentLabels.engagement)} emptyLabel="Any engagement" />
      <Select state={state} name="segTopic" label="Topics chosen" options={options(segmentTopics, segmentLabels.topic)} emptyLabel="Any topic" />
    </>
  )
}
