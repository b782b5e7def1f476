/** Kinds of AI platform shown on the home page; each has a translated label (`platform.{kind}`). */
type PlatformKind = 'assistant' | 'models' | 'image' | 'video' | 'voice' | 'code' | 'search' | 'marketing' | 'infrastructure'

interface AiPlatform {
  name: string
  maker: string
  url: string
  kind: PlatformKind
  /** Hue (0–360) of the generated text mark; no third-party logos are loaded. */
  hue: number
}

/** Twenty-five leading AI platforms, linked from the home page grid. */
export const aiPlatforms: AiPlatform[] = [
  { name: 'ChatGPT', maker: 'OpenAI', url: 'https://chatgpt.com', kind: 'assistant', hue: 160 },
  { name: 'Claude', maker: 'Anthropic', url: 'https://claude.ai', kind: 'assistant', hue: 22 },
  { name: 'Gemini', maker: 'Google', url: 'https://gemini.google.com', kind: 'assistant', hue: 220 },
  { name: 'Copilot', maker: 'Microsoft', url: 'https://copilot.microsoft.com', kind: 'assistant', hue: 200 },
  { name: 'Meta AI', maker: 'Meta', url: 'https://www.meta.ai', kind: 'assistant', hue: 210 },
  { name: 'Grok', maker: 'xAI', url: 'https://grok.com', kind: 'assistant', hue: 0 },
  { name: 'Perplexity', maker: 'Perplexity AI', url: 'https://www.perplexity.ai', kind: 'search', hue: 185 },
  { name: 'Mistral', maker: 'Mistral AI', url: 'https://mistral.ai', kind: 'models', hue: 28 },
  { name: 'DeepSeek', maker: 'DeepSeek', url: 'https://www.deepseek.com', kind: 'models', hue: 230 },
  { name: 'Cohere', maker: 'Cohere', url: 'https://cohere.com', kind: 'models', hue: 280 },
  { name: 'Hugging Face', maker: 'Hugging Face', url: 'https://huggingface.co', kind: 'models', hue: 45 },
  { name: 'Midjourney', maker: 'Midjourney', url: 'https://www.midjourney.com', kind: 'image', hue: 250 },
  { name: 'Stability AI', maker: 'Stability AI', url: 'https://stability.ai', kind: 'image', hue: 270 },
  { name: 'Adobe Firefly', maker: 'Adobe', url: 'https://firefly.adobe.com', kind: 'image', hue: 350 },
  { name: 'Runway', maker: 'Runway', url: 'https://runwayml.com', kind: 'video', hue: 300 },
  { name: 'Synthesia', maker: 'Synthesia', url: 'https://www.synthesia.io', kind: 'video', hue: 240 },
  { name: 'ElevenLabs', maker: 'ElevenLabs', url: 'https://elevenlabs.io', kind: 'voice', hue: 0 },
  { name: 'GitHub Copilot', maker: 'GitHub', url: 'https://github.com/features/copilot', kind: 'code', hue: 260 },
  { name: 'Cursor', maker: 'Anysphere', url: 'https://cursor.com', kind: 'code', hue: 190 },
  { name: 'Jasper', maker: 'Jasper', url: 'https://www.jasper.ai', kind: 'marketing', hue: 330 },
  { name: 'Canva Magic Studio', maker: 'Canva', url: 'https://www.canva.com/magic/', kind: 'marketing', hue: 180 },
  { name: 'Notion AI', maker: 'Notion', url: 'https://www.notion.com/product/ai', kind: 'assistant', hue: 0 },
  { name: 'Replicate', maker: 'Replicate', url: 'https://replicate.com', kind: 'infrastructure', hue: 15 },
  { name: 'Groq', maker: 'Groq', url: 'https://groq.com', kind: 'infrastructure', hue: 12 },
  { name: 'NVIDIA NIM', maker: 'NVIDIA', url: 'https://build.nvidia.com', kind: 'infrastructure', hue: 90 },
]
