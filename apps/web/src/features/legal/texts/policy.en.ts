import type { LegalText } from '../types.ts';

export default {
  title: 'Privacy Policy and Personal Data Processing Policy',
  updated: '2026-11-25',
  intro:
    'This policy explains what personal data the Talanty («Таланты») social network processes, why and on what legal basis, who can see it and how you can control it. We collect only what the service actually needs to work, and we do not use advertising trackers.',
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'This Policy is drawn up in accordance with Federal Law No. 152-FZ of 27 July 2006 “On Personal Data” (the “Law”) and describes how the personal data of users and visitors of the Talanty service (the “Service”) is processed. The controller (operator) of personal data is the operator of the Talanty service («Таланты») (the “Operator”, “we”).',
        'The Policy applies to all data the Operator receives through the use of the Service — both from registered users and from visitors who search and view profiles without an account. It does not apply to third-party websites and platforms, including YouTube and VK, even when their material is shown on the Service.',
        'Processing of personal data means any action performed on it, with or without automated means: collection, recording, organisation, accumulation, storage, updating and alteration, retrieval, use, transfer (provision, access), anonymisation, blocking, erasure and destruction.',
      ],
    },
    {
      heading: '2. What data we process',
      paragraphs: [
        'Account data: e-mail address, nickname, password (only its cryptographic hash is stored — we do not know the password itself), account status, chosen language, dates the account was created and changed.',
        'Profile data you provide yourself: first and last name, birth date, sex, “About me” text, profile picture (avatar), header image or colour, city, region and country, whether you are available for travel and for remote work, and profile display settings.',
        'Contact information: phone number, contact e-mail address, Telegram, WhatsApp, VK page, YouTube channel, personal website address. All of these fields are optional, and who can see them depends on your privacy settings (section 6).',
        'Creative details: talents (singing, dance, music, composing, poetry, DJing, sound engineering, studio, producing, sound design), stage name, descriptions, instruments, styles, services and their prices with a unit or the mark “by agreement”.',
        'Content: uploaded audio and video files, photos and covers, videos added by link from YouTube and VK, their titles, descriptions and tags for talents, instruments and styles, and technical details of the files — original file name, format, size, duration, image dimensions and orientation, date added, public and deleted flags.',
        'Activity on the Service: the likes you give to media.',
        'Information you give voluntarily at sign-up or in your profile: a partner code or the school you chose (see the School Partner Programme Terms) and your answer to “How did you hear about us?”.',
        'Technical data: IP address; browser details (the User-Agent string); the time a session was created and last active and when it expires; the data kept in cookies and browser storage (section 7). We do not determine your device’s location: you enter your city, region and country yourself.',
        'Correspondence: the e-mails with confirmation codes and password reset links we send you, and the messages you send to the Operator.',
        'We do not ask for special categories of personal data — racial or ethnic origin, political opinions, religious or philosophical beliefs, health, intimate life — and we do not use biometric data to identify anyone. Please do not put such information in the public texts of your profile. We do not collect payment data: the Service does not accept payments.',
      ],
    },
    {
      heading: '3. Purposes of processing',
      paragraphs: [
        'Registering and running your account: creating the account, confirming your e-mail address, signing in, resetting your password, keeping your session, checking the age requirements.',
        'Running the social network: showing profiles, talents, services and media; searching profiles and media with filters — age, sex, talent, style, instrument and location; likes; showing contact details to registered users in line with your settings.',
        'Security: protecting accounts from hacking and password guessing, rate limiting, preventing spam, automated data collection and other abuse, investigating incidents.',
        'Communicating with users: sending confirmation codes, password reset links and service notices, answering your messages. We do not send marketing e-mails without your separate consent.',
        'The partner programme and improving the Service: counting registrations linked to partner schools and analysing answers to “How did you hear about us?” in aggregate — to understand where users come from and to improve the Service.',
        'Legal compliance and protection of rights: answering lawful requests from competent authorities, handling rights holders’ complaints, protecting the rights and legitimate interests of the Operator and users.',
      ],
    },
    {
      heading: '4. Legal bases for processing',
      paragraphs: [
        'Performance of a contract to which you are a party — the User Agreement (Article 6(1)(5) of the Law). On this basis we process account and profile data, creative details, content and activity on the Service in order to provide the features you use.',
        'Your consent (Article 6(1)(1) of the Law), given when you register and fill in your profile — in particular for optional information: sex, contact details, partner code, your answer to “How did you hear about us?”.',
        'Consent to the dissemination of personal data (Article 10.1 of the Law). Profile information that everyone can see, including visitors without an account, is published on the basis of your consent to its dissemination. You decide what that information is — by filling in profile fields and choosing privacy settings — and you can change your choice or demand that dissemination stop at any time.',
        'The Operator’s legitimate interests (Article 6(1)(7) of the Law): processing IP addresses and session records for security, rate limiting and the prevention of abuse, provided this does not override your rights and freedoms.',
        'Compliance with obligations imposed on the Operator by law (Article 6(1)(2) of the Law) — for example, answering requests from competent authorities and keeping information where the law requires it.',
      ],
    },
    {
      heading: '5. What visitors and signed-in users can see',
      paragraphs: [
        'Everyone, including visitors without an account: your nickname, first and last name if you gave them, avatar and header, “About me” text, city, region and country, talents, stage name, instruments, styles, services and prices, public audio, video and photos, and the number of likes they have. Unless you have turned off appearing in search, your profile can be found through the Service’s search, including by age, sex, talent, style, instrument and location.',
        'Only registered users who are signed in, and only if your privacy settings allow it: your contact information — phone, contact e-mail, Telegram, WhatsApp, VK, YouTube, website. Contact details are never shown to visitors without an account.',
        'Not visible to other users or visitors: your account e-mail address, password hash, birth date (search uses only your age), your answer to “How did you hear about us?”, IP addresses and session records, files not marked as public, and deleted material. Your partner code is not published; a partner school sees only that your account is linked to it, to the extent described in the School Partner Programme Terms.',
        'Profile and media pages open by direct link, and when such links are shared in messengers and social networks a preview is shown — title, description and image. Remember that public material can be saved by other people: we prohibit automated data collection but cannot rule out copying entirely.',
      ],
    },
    {
      heading: '6. Privacy settings',
      paragraphs: [
        'In your privacy settings you choose who can see your contact details: registered users, or nobody. If you choose “nobody”, no one but you can see them.',
        'There you can also choose whether your profile appears in search results. If you turn this off, your profile is not listed in the Service’s search, but it may remain available to anyone who has a direct link to it.',
        'You can mark each file as public or not. Optional profile fields can be left empty or cleared at any time. Changed settings take effect as soon as they are saved.',
        'Filling in profile fields and choosing settings is your decision about which personal data you allow to be disseminated. You can change it at any time in the interface, or send a demand to stop dissemination to support@talanty.example.',
      ],
    },
    {
      heading: '7. Cookies and browser storage',
      paragraphs: [
        'We use only cookies the Service cannot work without and cookies that remember your choices. The sid cookie holds your session identifier and keeps you signed in after you log in; our database stores a hash of the identifier, not the identifier itself.',
        'The XSRF-TOKEN cookie protects against cross-site request forgery: its value is sent in a request header and confirms that the request comes from a Service page and not from another website. The lang cookie stores the interface language you chose — Russian or English.',
        'While you sign up or recover your password, the signup or recovery cookie ties your browser to that procedure; our database stores a hash of its value. These cookies last no longer than an hour and are removed once the sign-up or recovery is complete.',
        'Your browser’s local storage (localStorage) keeps your appearance settings — light, dark or automatic theme, colour, font size and similar display options — the language you chose, the player volume, the version of the loaded app and a note of whether you are signed in. After you sign in it also remembers the nickname, first and last name and avatar of the last signed-in user, so the lock screen can show whose account it is; signing out or choosing “Sign in to another account” removes them.',
        'During sign-up, the browser tab’s storage (sessionStorage) keeps the e-mail address the code was sent to and the form fields you filled in, except the password, so you do not have to type them again if you go back to the form. They are removed once the sign-up is confirmed or the tab is closed. What is kept in the browser stays on your device and is not sent to us, except cookies.',
        'We do not use advertising cookies, advertising trackers or social network pixels, and we do not share information about your visits with advertising networks.',
        'You can delete cookies and site data in your browser settings. Without the sid cookie you cannot sign in, and without XSRF-TOKEN the Service cannot perform actions on your behalf; search and viewing profiles will still work.',
      ],
    },
    {
      heading: '8. Sharing data with third parties',
      paragraphs: [
        'We do not sell personal data and do not share it with third parties for advertising.',
        'To run the Service we use providers who process data on our instructions and only to the extent needed for their services. The e-mail delivery provider receives your address and the text of the message — a confirmation code or a password reset link. The object storage provider stores uploaded audio, video, photos and covers. The hosting provider supplies the servers on which the Service runs and its database is kept.',
        'Providers must keep the data confidential and secure in accordance with Article 6(3) of the Law. If a provider processes data outside the Russian Federation, such transfer takes place only in compliance with Article 12 of the Law.',
        'Data may be provided to competent state authorities on their lawful request, and where necessary to protect the rights and legitimate interests of the Operator and users — only to the extent provided for by law.',
      ],
    },
    {
      heading: '9. Embedded YouTube and VK videos',
      paragraphs: [
        'Videos added by link are hosted on YouTube or VK. When a user adds such a video, the Service requests its public details from the platform — title, description, cover, duration — to show them in the profile.',
        'The YouTube or VK player on Service pages loads only after you press the play button; until then your browser does not load the player from the platform’s servers. Once you press play, the platform receives your IP address and browser details and may set its own cookies. That processing is governed by the privacy policies of YouTube (Google) and VK, and the Operator has no control over it.',
        'If you do not want to share data with these platforms, do not play embedded videos.',
      ],
    },
    {
      heading: '10. Retention',
      paragraphs: [
        'Account and profile data and content are kept for as long as the account exists, or until you delete them or withdraw your consent to their processing.',
        'Deleted media files immediately stop being visible to other users and are permanently erased from storage within 30 days of deletion.',
        'A session ends when you sign out, or automatically after 30 days of inactivity. Session records, including the IP address and browser details, are deleted after the session ends. IP addresses used for rate limiting are kept only as long as the limits need them. Confirmation codes are valid for 2 minutes and cannot be used after that.',
        'When an account is deleted, its profile and material immediately become unavailable to others, and the personal data is destroyed within 30 days — except for information the law requires us to keep longer, or that is needed to deal with a dispute or complaint already under way.',
        'Messages sent to the Operator are kept as long as needed to deal with them and protect the parties’ rights, and are then deleted.',
      ],
    },
    {
      heading: '11. Security',
      paragraphs: [
        'Passwords are stored only as hashes computed with the argon2id algorithm — recovering a password from its hash is practically impossible. Session identifiers are also stored in the database as hashes, so even a database leak would not let anyone sign in to another person’s account.',
        'Confirmation codes for sign-up and password reset are valid for 2 minutes. The number of sign-in attempts, code entries and other requests is limited, which protects against password guessing, spam and automated data collection. Requests that change data are protected by a cross-site request forgery token.',
        'Metadata is removed from uploaded photos — EXIF data, including GPS coordinates, camera details and the date taken — so that images do not reveal your location or other hidden information.',
        'Data travels between your browser and the Service over an encrypted connection (HTTPS). Personal data is accessible only to people who need it to run the Service and who are bound by confidentiality.',
        'No system is perfectly secure. If an incident affecting personal data occurs, we will act to contain its consequences and notify Roskomnadzor and, where necessary, the affected users, in the manner and within the time limits set by law.',
      ],
    },
    {
      heading: '12. Your rights',
      paragraphs: [
        'You have the right to know whether we process your personal data, which data, for what purpose and on what basis; to require us to correct, block or destroy data that is incomplete, outdated, inaccurate, unlawfully obtained or not needed for the stated purpose; to withdraw your consent to processing and your consent to dissemination; and to object to processing based on the Operator’s legitimate interests.',
        'You can do much of this yourself: edit or delete profile data, contact details and files, change privacy settings, delete your account. For anything else, send a request to support@talanty.example from the e-mail address registered to your account, or include your nickname in the request. We may ask you to confirm that the request comes from the account owner.',
        'We answer requests within 10 working days of receipt. This period may be extended by no more than 5 working days, in which case we will tell you why. Withdrawing consent does not affect the lawfulness of processing carried out before the withdrawal and does not prevent processing on other lawful grounds; if you withdraw a consent without which the account cannot work, we will no longer be able to provide the Service to you.',
        'If you believe we process your data unlawfully, you may appeal to the authority responsible for protecting the rights of personal data subjects — the Federal Service for Supervision of Communications, Information Technology and Mass Media (Roskomnadzor) — or to a court. We would be grateful if you wrote to us first: we will try to resolve the matter.',
      ],
    },
    {
      heading: '13. Minors',
      paragraphs: [
        'The Service is intended for people aged 16 and over. Users aged 16 to 18 may register only with the consent of a parent or other legal guardian.',
        'We do not knowingly collect data from children under 16. If we learn that an account was created by a child under 16, or by a minor without a legal guardian’s consent, we will block the account and delete the data. Parents and legal guardians can write to support@talanty.example to obtain information about a minor’s account or to demand its deletion.',
        'Users who post recordings and photos featuring minors — for example, students at a recital — must obtain the consent of their legal guardians.',
      ],
    },
    {
      heading: '14. Changes to this Policy',
      paragraphs: [
        'We may update this Policy when the Service or the law changes. The current version is always available on this page, and the update date is shown at the top of the document.',
        'We will announce significant changes — for example, new purposes of processing or new categories of recipients — in advance in the Service or by e-mail. If new processing requires your consent, we will ask for it.',
      ],
    },
    {
      heading: '15. Contacts',
      paragraphs: [
        'Send requests about personal data — access, correction, deletion, withdrawal of consent, stopping dissemination — and questions about this Policy to support@talanty.example. This is the only address for such requests.',
        'Please include your nickname or the e-mail address of your account and describe your request — this helps us answer faster.',
      ],
    },
  ],
} satisfies LegalText;
