import { defineMessages } from './define';

/** The chat panel (issue 19): SPEC.md's texts in English, and their Hindi. The assistant's answers are in assistant.ts. */
export default defineMessages({
  title: { en: 'Chat with us now', hi: 'अभी हमसे चैट करें' },
  start: { en: 'Start Chat', hi: 'चैट शुरू करें' },
  required: { en: 'Please fill in all required fields.', hi: 'कृपया सभी ज़रूरी फ़ील्ड भरें।' },
  yes: { en: 'Yes, I need help', hi: 'हाँ, मुझे मदद चाहिए' },
  no: { en: 'No, thank you', hi: 'नहीं, धन्यवाद' },
  failure: { en: 'Sorry, something went wrong. Try again!', hi: 'माफ़ कीजिए, कुछ गड़बड़ हो गई। फिर कोशिश करें!' },
  emptyAnswer: { en: 'Hello! How can I assist you?', hi: 'नमस्ते! मैं आपकी क्या मदद कर सकता हूँ?' },
  name: { en: 'Name', hi: 'नाम' },
  email: { en: 'Email', hi: 'ईमेल' },
  phone: { en: 'Phone', hi: 'फ़ोन' },
  message: { en: 'Message', hi: 'संदेश' },
  consent: {
    en: 'By starting the chat you agree that {siteName} keeps your name, email, phone and this conversation to answer you and follow up on your enquiry.',
    hi: 'चैट शुरू करके आप सहमति देते हैं कि {siteName} आपको जवाब देने और आपकी पूछताछ पर आगे बात करने के लिए आपका नाम, ईमेल, फ़ोन और यह बातचीत रखेगा।',
  },
  greeting: { en: 'Hello {name}! Welcome to {siteName}. How can I help you today?', hi: 'नमस्ते {name}! {siteName} में आपका स्वागत है। आज मैं आपकी क्या मदद कर सकता हूँ?' },
  quickYes: { en: "Great! I'll be around if you need anything. Happy exploring!", hi: 'बढ़िया! कुछ भी चाहिए तो मैं यहीं हूँ। आराम से देखिए!' },
  quickNo: { en: 'No problem. Goodbye, and feel free to reach out later if you need anything!', hi: 'कोई बात नहीं। नमस्ते, और कुछ भी चाहिए तो बाद में ज़रूर संपर्क करें!' },
  sessionEnded: { en: 'Chat session ended at {time}.', hi: 'चैट {time} पर समाप्त हुई।' },
  messagesLabel: { en: 'Chat messages', hi: 'चैट संदेश' },
  you: { en: 'You', hi: 'आप' },
  assistant: { en: 'Assistant', hi: 'सहायक' },
  notice: { en: 'Notice', hi: 'सूचना' },
  typing: { en: 'The assistant is typing', hi: 'सहायक लिख रहा है' },
  draftLabel: { en: 'Type your message', hi: 'अपना संदेश लिखें' },
  draftPlaceholder: { en: 'Type your message…', hi: 'अपना संदेश लिखें…' },
  send: { en: 'Send', hi: 'भेजें' },
});
