// File: Address.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

@RealmClass(embedded = true)
public class Address extends RealmObject {
    @Required
    public String street;
    public String zip;
    public City city;
    public GeoPoint geo;
}

// File: City.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class City extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
    @PrimaryKey
    public long id;
    @Index
    @Required
    public String name;
    public Country country;
    public RealmList<City> neighbors;
    public RealmDictionary<Landmark> landmarks;
    public RealmSet<Tag> tags;
}

// File: Country.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Country extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Country come from: City.country.
    @PrimaryKey
    @Required
    public String code;
    @Index
    @Required
    public String name;
    public Long population;
}

// File: GeoPoint.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

@RealmClass(embedded = true)
public class GeoPoint extends RealmObject {
    public double lat;
    public double lon;
}

// File: Landmark.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Landmark extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Landmark come from: City.landmarks.
    @PrimaryKey
    @Required
    public UUID id;
    @Required
    public String name;
    public GeoPoint location;
}

// File: Note.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Note extends RealmObject {
    // full-text index in the store (RQL TEXT); Realm Java declares none
    @Required
    public String text;
    public RealmAny about;
    public RealmList<RealmAny> attachments;
    @Index
    @Required
    public Date createdAt;
}

// File: NullableKey.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class NullableKey extends RealmObject {
    @PrimaryKey
    public Long id;
    @Required
    public String label;
}

// File: Person.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Person extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Person.friends, Person.bestFriend.
    @Index
    @Required
    public String name;
    @Index
    public long age;
    public Address address;
    public RealmList<Address> previousAddresses;
    public City homeCity;
    public RealmSet<City> visitedCities;
    public RealmDictionary<City> favoriteCities;
    public RealmList<Person> friends;
    public Person bestFriend;
    public RealmDictionary<Address> addressBook;
    public RealmAny anything;
}

// File: StringKeyNullable.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class StringKeyNullable extends RealmObject {
    @PrimaryKey
    public String key;
    @Index
    public boolean flag;
}

// File: Tag.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Tag extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Tag come from: City.tags.
    @PrimaryKey
    @Required
    public ObjectId _id;
    @Required
    public String label;
}
