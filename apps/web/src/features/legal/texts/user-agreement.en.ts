import type { LegalText } from '../types.ts';

export default {
  title: 'User Agreement',
  updated: '2026-11-22',
  intro:
    'This agreement sets out the rules for using Talanty («Таланты»), a social network where musicians, singers, composers, poets, dancers, DJs, sound engineers, studios, producers and sound makers keep profiles, publish their work, offer their services and find each other. Please read it carefully: by using the service you accept the terms below.',
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'This User Agreement (the “Agreement”) is made between the operator of the Talanty service («Таланты») (the “Operator”, “we”) and any person who uses the service (the “User”, “you”). The Talanty service (the “Service”) includes the website, its pages, features and programming interfaces.',
        'The Agreement is a public offer within the meaning of Article 437 of the Civil Code of the Russian Federation. Registering an account means full and unconditional acceptance of the Agreement. Visitors who search and view profiles without registering must also comply with the Agreement insofar as it applies to browsing the Service.',
        'How personal data is processed is described in the Privacy Policy, and how we work with schools is described in the School Partner Programme Terms. Both documents form an integral part of the Agreement. If you do not agree with the Agreement, please do not use the Service.',
        'The features of the Service are provided free of charge. If paid features appear in the future, their terms will be published separately, and no payment will be charged without your explicit consent.',
      ],
    },
    {
      heading: '2. What the Service is',
      paragraphs: [
        'The Service lets a creative person or group create a profile; list talents — singing, dance, playing instruments, composing, poetry, DJing, sound engineering, running a studio, producing, sound design — along with instruments, styles and priced services; upload audio, video and photos; add videos by link from YouTube and VK; publish posts, comment, like and follow other users.',
        'Visitors without an account can search profiles and media and view profiles, posts and media files. Users’ contact details are not shown to visitors: they are available only to registered users and only to the extent the profile owner allows.',
        'The Service is provided as it exists at the time of use. We keep developing the Service and may add, change or switch off individual features.',
      ],
    },
    {
      heading: '3. Registration, accounts and age',
      paragraphs: [
        'To register you enter an e-mail address, choose a password and a nickname, and then confirm the address with the code we send you by e-mail. The code is valid for two minutes and can be requested again if needed.',
        'You may register from the age of 16. Users aged 16 to 18 may use the Service only with the consent of a parent or other legal guardian; by registering, such a user confirms that consent has been given. We may ask for confirmation of that consent and, if it is not provided, restrict access to the account.',
        'You undertake to provide accurate information about yourself and to keep it up to date. You may not create accounts in the name of other people, or additional accounts to get around a block, inflate numbers or mislead other users.',
        'You are responsible for keeping your password safe and for everything done from your account. Do not share your password or confirmation codes with anyone — the Operator never asks for them. If you suspect someone else has accessed your account, change your password and let us know.',
        'An account may not be sold, given away or otherwise transferred to another person. The account of a studio, band or school is run by an authorised representative who is responsible for compliance with the Agreement.',
      ],
    },
    {
      heading: '4. Nicknames and profiles',
      paragraphs: [
        'Your nickname is your unique user name; it is used in your profile address and is visible to everyone. Availability is checked when you choose a nickname, and a nickname already taken cannot be chosen.',
        'You may not use nicknames, stage names or profile images that impersonate another person, artist, band or organisation; infringe trademarks or other distinctive signs; contain insults, obscene language, calls to violence or discrimination; or falsely suggest a connection with the Operator — for example, by containing words such as “admin”, “support” or “moderator”.',
        'We may require you to change a nickname or stage name and, if you do not, change it ourselves or restrict access to the profile. If the holder of a name or designation sends us a justified claim, the nickname may be released in their favour.',
        'You decide what to put in your profile and you are responsible for its accuracy, including the description of your talents, experience, education and awards. Listing achievements, collaborations or reviews that do not exist is not allowed.',
      ],
    },
    {
      heading: '5. User content and the licence you grant',
      paragraphs: [
        'User content is any material you place on the Service: audio recordings, video recordings and video links, photos and covers, profile texts, descriptions of talents and services, posts and comments.',
        'The exclusive rights in your content remain with you or with your rights holders. The Operator acquires no rights in your works and uses them only as needed to run the Service.',
        'By placing content on the Service you grant the Operator, free of charge, a simple (non-exclusive) worldwide licence for the period during which the content is on the Service, to use it in the following ways: storing and reproducing it; making it available to the public and displaying it on the Service in accordance with your settings, including in search results and in link previews of Service pages; and the technical processing needed for display — resizing and converting images, creating thumbnails and covers, converting audio and video, and removing metadata. The Operator may engage providers acting on its instructions to store and deliver files; the licence grants no other right to sublicense.',
        'The licence ends when the content or the account is deleted. Deleted files immediately stop being available to other users and are permanently erased from storage within 30 days. The licence does not allow the Operator to sell your content or use it in advertising outside the Service without your separate consent.',
        'You can edit or delete your content at any time and choose for each file whether it is public.',
      ],
    },
    {
      heading: '6. Rights in music, video and other works',
      paragraphs: [
        'By placing content on the Service you represent and warrant that you are its author or rights holder, or that you have obtained from the rights holders all the permissions (licences) needed to use it in the ways described in the Agreement. This covers the works themselves — music, lyrics, poems, choreography — as well as performances, sound recordings, video recordings, photographs and images of people.',
        'Covers, remixes, mash-ups, DJ sets and the use of backing tracks, beats, samples and other people’s recordings need particular care. Performing and recording someone else’s work, even in your own arrangement, usually requires the rights holders’ permission. If you do not have that permission, do not post the material.',
        'If other people appear in a recording or photo — band members, students, audience — you are responsible for obtaining their consent to the publication and use of their image under Article 152.1 of the Civil Code of the Russian Federation, and for minors, the consent of their legal guardians.',
        'When you add a video by link from YouTube or VK, you place that platform’s player on the Service. The video stays on the platform and is subject to its rules. Add only your own videos or videos you have the rights holder’s permission to use.',
        'If third parties bring claims against the Operator in connection with your content, you undertake to settle them at your own expense and to compensate the Operator for documented losses caused by your fault.',
      ],
    },
    {
      heading: '7. Rights holders’ complaints and removal of material',
      paragraphs: [
        'If you believe material on the Service infringes your rights, send a complaint to support@talanty.example. Include a link to the material; your name or company name and contact details; the work or other subject matter whose rights are infringed; information confirming your rights or your authority to act for the rights holder; and a statement that the use is not authorised by the rights holder and that the information in the complaint is accurate.',
        'On receiving a justified complaint we restrict access to the material or remove it and notify the user who posted it. Complaints are handled within a reasonable time; we may return an incomplete complaint for clarification.',
        'A user whose material was removed may send a counter-notice with evidence of their rights. If the counter-notice is justified, the material may be restored. A dispute over rights between the complainant and the user is settled between them or in court; the Operator is not a party to it.',
        'Accounts of users who repeatedly infringe the rights of others are blocked. Knowingly false complaints are also a breach of the Agreement.',
      ],
    },
    {
      heading: '8. Prohibited content and behaviour',
      paragraphs: [
        'You may not post material whose distribution is prohibited by the law of the Russian Federation; material inciting hatred or hostility or degrading human dignity on grounds of race, nationality, sex, religion, origin, age, disability or any other characteristic, or calls to violence and extremist activity; pornography and sexually explicit material; any sexual material involving minors; scenes of cruelty, promotion of drugs, suicide or dangerous behaviour; insults, threats and harassment; other people’s personal data without their consent; malware or links to it.',
        'You may not send spam — mass identical comments and follows, or advertising unrelated to your own creative work and services; create fake accounts or impersonate another person, artist or organisation; artificially inflate likes, follows or other numbers, including through third-party services and bots; offer services you cannot or do not intend to provide, or otherwise mislead other users.',
        'You may not collect data from the Service by automated means (scraping, crawling), including users’ contact details; use robots or scripts to send mass requests; get around rate limits or other protective measures; try to access other people’s accounts, data or non-public parts of the Service; or interfere with its operation. Security research on the Service is allowed only with the Operator’s prior written consent.',
        'Contact details obtained through the Service may be used only to communicate about creative collaboration and services. They may not be passed on to third parties, added to mailing lists or used for advertising without the owner’s consent.',
      ],
    },
    {
      heading: '9. Services and prices listed by users',
      paragraphs: [
        'Users may list services in their profiles — for example lessons, studio recording, mixing and mastering, arranging, performing at concerts and events — priced per composition, hour, day or session, or marked “by agreement”. This information is posted and updated by the user, who is responsible for its accuracy and lawfulness.',
        'The Service is a showcase where users find each other. The Operator is not a party to agreements between users, does not act as an agent, intermediary or guarantor, does not check performers’ qualifications or the quality of services, and is not responsible for whether agreements are fulfilled. Users agree among themselves on the scope of work, deadlines, price, payment and the transfer of rights in the result.',
        'The Service does not currently accept or process payments: users settle directly with each other by means they choose themselves. Be careful when paying in advance or sending money to people you do not know, and put agreements in writing where possible. If payment features are added to the Service, their terms will be set out in a separate document.',
        'A user who provides paid services is responsible for complying with the law, including registering as self-employed or as a sole trader, paying taxes, consumer protection rules and, where required, licensing of educational activities. A price shown in a profile is information from the user, not an offer by the Operator.',
        'If you come across a dishonest performer or client, let us know. We may restrict access to their profile, but we cannot refund money or make the parties keep their agreement.',
      ],
    },
    {
      heading: '10. Likes, comments and follows',
      paragraphs: [
        'Likes, comments and follows help artists find their audience. Use them honestly: like what you actually enjoy and follow the people whose work you want to keep up with.',
        'Keep comments relevant and respectful. Constructive criticism is welcome; insults, personal attacks, harassment, flooding, repetitive comments and advertising in comments are not. Replies to comments form discussion threads — please do not take the conversation away from the material.',
        'Do not mass-follow and unfollow, like or comment in order to draw attention to your own profile. This is treated as spam, and the Service may limit how often such actions can be performed.',
        'Your comments and the numbers of likes and followers may be visible to other users and visitors. Remember that a public discussion can be seen by everyone.',
      ],
    },
    {
      heading: '11. Moderation and blocking',
      paragraphs: [
        'The Operator is not obliged to review content in advance but may do so on complaints from users and rights holders, at the request of competent authorities or on its own initiative.',
        'If the Agreement or the law is breached, the Operator may, depending on the seriousness of the breach, remove material or restrict access to it; hide a profile from search results; require a change of nickname or profile information; temporarily restrict particular features such as posting, commenting or following; or block an account temporarily or permanently. Serious breaches — distributing unlawful material or sexual material involving minors, hacking, fraud — may lead to an immediate block without warning.',
        'We tell you about the measures taken in the Service interface or by e-mail, unless the law prevents it. If you disagree with a decision, write to support@talanty.example and describe the situation — we will review it again.',
        'The Operator may provide information about users and their actions to competent state authorities in the cases and in the manner provided for by the law of the Russian Federation.',
      ],
    },
    {
      heading: '12. Limitation of liability',
      paragraphs: [
        'The Service is provided “as is”. We aim for it to work reliably, but we do not guarantee that the Service will be uninterrupted or error-free, that data will survive every failure, or that the Service will meet your expectations. Keep the original files of your work yourself.',
        'The Operator is not responsible for content posted by users, for the accuracy of information in profiles, for the quality of services or the fulfilment of agreements between users, for users’ actions outside the Service, or for the operation and content of third-party websites and platforms, including YouTube and VK.',
        'The Operator is not responsible for interruptions caused by maintenance, failures of communication, hosting or storage providers, actions of third parties, or force majeure.',
        'The Operator’s liability to a user is limited to actual damage caused through the Operator’s fault. The limitations in this section apply to the extent permitted by the law of the Russian Federation and do not deprive users of rights that cannot be limited by contract.',
      ],
    },
    {
      heading: '13. Changes to the Agreement',
      paragraphs: [
        'The Operator may change the Agreement. A new version is published on this page with its update date and takes effect on publication unless it states otherwise.',
        'We announce significant changes affecting your rights and obligations in advance, in the Service interface or by e-mail. Continuing to use the Service after the changes take effect means you accept the new version. If you do not accept it, you can delete your account.',
      ],
    },
    {
      heading: '14. Account deletion and termination',
      paragraphs: [
        'You can stop using the Service and delete your account at any time in your account settings, or by sending a request to support@talanty.example from the e-mail address registered to the account.',
        'Once an account is deleted, its profile, contact details, media files, posts, comments and likes stop being available to other users, and the data is deleted within the periods set out in the Privacy Policy. A deleted account cannot be restored; the freed nickname may be taken by another user.',
        'The Operator may terminate the Agreement with a user and delete their account for serious or repeated breaches of the Agreement, or if the account was created in breach of the age requirements. The Operator may also shut down the Service as a whole after giving users reasonable notice and an opportunity to save their material.',
        'Provisions of the Agreement that by their nature must survive its termination — the warranties about rights in content, liability and dispute resolution — remain in force.',
      ],
    },
    {
      heading: '15. Governing law and disputes',
      paragraphs: [
        'The Agreement and all relations connected with the use of the Service are governed by the law of the Russian Federation.',
        'Disputes are resolved by negotiation. Before going to court, a party sends the other a written claim; the deadline for replying to a claim is 30 days from its receipt. If the dispute cannot be settled, it is heard by the court at the Operator’s location, unless the law, including consumer protection law, provides for a different jurisdiction.',
        'If any provision of the Agreement is held invalid, the remaining provisions stay in force.',
      ],
    },
    {
      heading: '16. Contacts',
      paragraphs: [
        'For questions about the Agreement and the Service, complaints about content and infringements, and requests about personal data, write to support@talanty.example. This is the only official address for contacting the Operator.',
        'Please include your nickname or the e-mail address of your account and describe your question. We may ask you to confirm that you own the account.',
      ],
    },
  ],
} satisfies LegalText;
