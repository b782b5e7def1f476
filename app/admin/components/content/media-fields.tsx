import { Checkbox, Select, TextArea, TextInput } from './fields'
import type { ItemFields } from './item-columns'
import { OrderedItems } from './ordered-items'
import { RichTextField } from './rich-text-field'
import { AudioField } from './upload-fields'
import { VideoSourceUpload } from './video-source-upload'
import { VideoStreamPanel } from './video-stream-panel'

export const videoFields: ItemFields = ({ state, choices }) => ({
  cover: 'thumbnail',
  hasSlug: true,
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={6} maxLength={5000} hint="Plain text; a blank line starts a new paragraph." />
      <VideoSourceUpload attached={state.values.sourceUpload ?? ''} error={state.errors.sourceUpload} />
      {choices.videoStream ? <VideoStreamPanel initial={choices.videoStream} /> : null}
      <TextInput state={state} name="mediaUrl" label="Video file address" maxLength={300} placeholder="/media/uploads/….webm"
        hint="Optional: a WebM or MP4 file readers play where streams cannot be played, and while a first upload is transcoded." />
      <TextInput state={state} name="captionsUrl" label="Captions (WebVTT address)" maxLength={300} placeholder="/media/captions/….vtt" />
    </>
  ),
  details: (
    <>
      <Select state={state} name="category" label="Category" options={choices.categories ?? []} />
      <Select state={state} name="videoType" label="Type" options={choices.videoTypes ?? []} />
      <TextInput state={state} name="durationSeconds" label="Duration (seconds)" type="number" min={0} max={100000} hint="Measured from the upload once its streams are ready." />
      <Checkbox state={state} name="isPremium" label="Premium" />
    </>
  ),
})

export const playlistFields: ItemFields = ({ state, choices }) => ({
  cover: 'thumbnail',
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={4} maxLength={2000} />
      <OrderedItems state={state} field="videoIds" label="Videos, in order" options={choices.items ?? []} />
    </>
  ),
  details: <Checkbox state={state} name="isPremium" label="Premium" hint="Marks the playlist; its videos keep their own access." />,
})

export const podcastFields: ItemFields = ({ state, choices }) => ({
  cover: 'thumbnail',
  hasSlug: true,
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={3} maxLength={2000} />
      <AudioField state={state} name="audioUrl" fileName="audioFile" />
      <RichTextField state={state} name="showNotes" label="Show notes" />
      <TextArea state={state} name="transcript" label="Transcript" rows={6} hint="Plain text." />
    </>
  ),
  details: (
    <>
      <Select state={state} name="seriesId" label="Series" options={choices.series ?? []} emptyLabel="No series" />
      <TextInput state={state} name="episodeNumber" label="Episode number" type="number" min={1} max={100000} hint="Empty: the series' next number." />
      <Select state={state} name="category" label="Category" options={choices.categories ?? []} />
      <TextInput state={state} name="guest" label="Guest" maxLength={100} />
      <TextInput state={state} name="durationSeconds" label="Duration (seconds)" type="number" min={0} max={100000} />
      <TextInput state={state} name="tags" label="Tags" hint="Separated by commas." maxLength={500} />
      <Checkbox state={state} name="isPremium" label="Premium" hint="Audio and notes only for premium and enterprise members." />
    </>
  ),
})

export const seriesFields: ItemFields = ({ state }) => ({
  cover: 'thumbnail',
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={4} maxLength={2000} />
    </>
  ),
})
